/**
 * Runs a loan batch on the `loans` queue. The work is pure arithmetic, so the handler's only duties are to
 * report progress, stop when cancelled, and hand the event loop back often: a long batch must neither starve
 * the API (in the embedded setup they share a process) nor miss the lock renewals of its own BullMQ job.
 */
import { assertLoanBatchBody, calculateLoanBatchItem, type LoanBatchEntry } from '../../../finance/src/loan/loan-batch';
import { handleJob, type JobContext, type JobHandler } from '../job-handler';
import { LOANS_BATCH, type LoansBatchPayload, type LoansBatchResult } from '../contracts';

/** Loans computed between two yields to the event loop (about 15-40 ms for 360-month schedules). */
const SLICE = 50;
/** Loans between two progress reports. */
const PROGRESS_EVERY = 250;

const nextTick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Cancelled, or the worker is shutting down for good: stop here (a shutdown is retried on another worker). */
function stopIfAborted(ctx: JobContext): void {
  if (ctx.signal.aborted) {
    throw ctx.signal.reason instanceof Error ? ctx.signal.reason : new Error('loan batch cancelled');
  }
}

export async function runLoansBatch(payload: LoansBatchPayload, ctx: JobContext): Promise<LoansBatchResult> {
  const { items, options } = payload;
  // The API checked this before queueing; a payload that reaches the worker some other way is still refused.
  assertLoanBatchBody(items);
  const results: LoanBatchEntry[] = new Array<LoanBatchEntry>(items.length);
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % SLICE === 0) {
      await nextTick();
      stopIfAborted(ctx);
      if (i % PROGRESS_EVERY === 0) await ctx.progress((i / items.length) * 100);
    }
    results[i] = calculateLoanBatchItem(items[i], i, options);
  }
  stopIfAborted(ctx);
  return results;
}

export function loansBatchHandler(): JobHandler<LoansBatchPayload, LoansBatchResult> {
  return handleJob(LOANS_BATCH, runLoansBatch);
}
