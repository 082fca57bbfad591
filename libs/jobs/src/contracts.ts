/**
 * Every job type of the platform. A service issue that adds heavy work adds its contract here and its handler
 * in handlers.ts; the registry refuses to start when the two lists disagree.
 */
import type { JobContract } from './job-contract';

export const JOB_CONTRACTS: readonly JobContract<unknown, unknown>[] = [];
