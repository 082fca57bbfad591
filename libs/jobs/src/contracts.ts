/**
 * Every job type of the platform. A service issue that adds heavy work adds its contract here and its handler
 * in handlers.ts; the registry refuses to start when the two lists disagree.
 */
import type { LoanBatchEntry, LoanBatchOptions } from '../../finance/src/loan/loan-batch';
import { defineJob, type JobContract } from './job-contract';
import type { ChartsRenderPayload, ChartsRenderResult } from './charts/charts-render.contract';
import type { PacketsAnalyzePayload, PacketsAnalyzeResult } from './packets/packets-analyze.contract';

/** POST /calculators/loan/batch: the raw JSON array (items are checked one by one) and the batch-wide options. */
export interface LoansBatchPayload {
  items: unknown[];
  options: LoanBatchOptions;
}

/** One LoanResult (or summary) per item, in input order, with a problem object in place of each invalid item. */
export type LoansBatchResult = LoanBatchEntry[];

export const LOANS_BATCH = defineJob<LoansBatchPayload, LoansBatchResult>('loans', 'loans.batch');

/** POST|GET /packets/analyze: one spooled capture (see packets/packets-analyze.contract.ts). */
export const PACKETS_ANALYZE = defineJob<PacketsAnalyzePayload, PacketsAnalyzeResult>('packets', 'packets.analyze', { attempts: 2 });

/** GET|POST /numerology/birth-chart/svg: one chart wheel (see charts/charts-render.contract.ts). */
export const CHARTS_RENDER = defineJob<ChartsRenderPayload, ChartsRenderResult>('charts', 'charts.render');

export const JOB_CONTRACTS: readonly JobContract<unknown, unknown>[] = [LOANS_BATCH, PACKETS_ANALYZE, CHARTS_RENDER];
