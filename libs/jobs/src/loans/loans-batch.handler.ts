/**
 * Runs a loan batch on the `loans` queue. The work is pure arithmetic, so the handler's only duties are to
 * report progress, stop when cancelled, and hand the event loop back often: a long batch must neither starve
 * the API (in the embedded setup they share a process) nor miss the lock renewals of its own BullMQ job.
 */
import {
  assertLoanBatchBody,
  calculateLoanBatchItem,
  estimateLoanBatchEntryBytes,
  LOAN_BATCH_MAX_RESULT_BYTES,
  type LoanBatchEntry,
} from '../../../finance/src/loan/loan-batch';
import { invalidParameter } from '../../../platform/src/problems/invalid-parameter.error';
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

/**
 * One result per item, in input order (problem objects in place of bad items). `maxResultBytes` bounds the
 * estimated JSON size of full schedules; tests lower it.
 * @throws InvalidParameterError on `body` for a body that is not a batch, or a result over the size budget.
 */
export async function runLoansBatch(
  payload: LoansBatchPayload,
  ctx: JobContext,
  maxResultBytes = LOAN_BATCH_MAX_RESULT_BYTES,
): Promise<LoansBatchResult> {
  const { items, options } = payload;
  // The API checked this before queueing; a payload that reaches the worker some other way is still refused.
  assertLoanBatchBody(items, options);
  const results: LoanBatchEntry[] = new Array<LoanBatchEntry>(items.length);
  const full = options.schedule !== 'summary';
  let bytes = 0;
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % SLICE === 0) {
      await nextTick();
      stopIfAborted(ctx);
      if (i % PROGRESS_EVERY === 0) await ctx.progress((i / items.length) * 100);
    }
    results[i] = calculateLoanBatchItem(items[i], i, options);
    if (full && (bytes += estimateLoanBatchEntryBytes(results[i])) > maxResultBytes) {
      // A clean, permanent 400 instead of a result no string (or Redis value) could hold.
      throw invalidParameter(
        'body',
        `the full schedules would come to more than ${maxResultBytes / 1e6} MB of JSON (reached at item ${i}); ` +
          'send schedule=summary or split the batch',
      );
    }
  }
  stopIfAborted(ctx);
  return results;
}

export function loansBatchHandler(): JobHandler<LoansBatchPayload, LoansBatchResult> {
  return handleJob(LOANS_BATCH, (payload, ctx) => runLoansBatch(payload, ctx));
}
