import {
  InvalidParameterError,
  invalidParameter,
  type ParameterIssue,
} from '../../../platform/src/problems/invalid-parameter.error';
import type { OutputOptions } from '../format/output-options';
import { calculateLoan, calculateLoanSummary, type LoanInput, type LoanResult, type LoanSummary } from './loan';

/**
 * Most items one POST /loan/batch may carry. A compact 10,000-item body is about 0.7 MB of JSON; the whole result
 * with 360-month schedules is about 0.4 GB (see the README), which is why `schedule: 'summary'` exists.
 */
export const LOAN_BATCH_MAX_ITEMS = 10_000;

/** How much of each loan a batch returns: every row (the spec's LoanResult) or the figures only. */
export const LOAN_BATCH_SCHEDULE_MODES = ['full', 'summary'] as const;
export type LoanBatchScheduleMode = (typeof LOAN_BATCH_SCHEDULE_MODES)[number];

/** Options that apply to every item of a batch (each item has its own currency). */
export interface LoanBatchOptions extends Omit<OutputOptions, 'currency'> {
  /** `full` (default): LoanResult with `schedule` and `yearly_totals`; `summary`: the same without those arrays. */
  schedule?: LoanBatchScheduleMode;
}

export const INVALID_PARAMETER_PROBLEM_TYPE = 'https://almanac.dev/problems/invalid-parameter';

/** Stands in the batch output for an item that failed validation (RFC 9457 fields plus its position). */
export interface LoanBatchProblem {
  type: typeof INVALID_PARAMETER_PROBLEM_TYPE;
  title: 'Invalid parameter';
  status: 400;
  detail: string;
  errors: ParameterIssue[];
  /** 0-based position of the item in the input array. */
  index: number;
}

export type LoanBatchEntry = LoanResult | LoanSummary | LoanBatchProblem;

export function isLoanBatchProblem(entry: LoanBatchEntry): entry is LoanBatchProblem {
  return (entry as LoanBatchProblem).status === 400 && 'index' in entry;
}

/** The /loan parameters an item may carry; anything else in an item is ignored, as in every request. */
const ITEM_FIELDS = ['loan', 'rate', 'term', 'type', 'extra', 'currency', 'start_date'] as const;

function problem(index: number, errors: ParameterIssue[]): LoanBatchProblem {
  return {
    type: INVALID_PARAMETER_PROBLEM_TYPE,
    title: 'Invalid parameter',
    status: 400,
    detail: `Item ${index} of the batch: ${errors.map((e) => `${e.parameter}: ${e.message}`).join('; ')}`,
    errors,
    index,
  };
}

/**
 * Checks the batch as a whole: it must be an array of at most LOAN_BATCH_MAX_ITEMS items (the items themselves are
 * judged one by one). Lets the HTTP layer refuse a bad body before queueing anything.
 * @throws InvalidParameterError on `body`.
 */
export function assertLoanBatchBody(items: unknown): asserts items is unknown[] {
  if (!Array.isArray(items)) throw invalidParameter('body', 'must be a JSON array of /loan parameter objects');
  if (items.length > LOAN_BATCH_MAX_ITEMS) {
    throw invalidParameter('body', `may hold at most ${LOAN_BATCH_MAX_ITEMS} items; got ${items.length}`);
  }
}

/**
 * One item of a batch: its LoanResult (or summary), or a problem object when the item is invalid. Never throws
 * for bad input, so one bad item cannot sink the batch.
 */
export function calculateLoanBatchItem(item: unknown, index: number, options: LoanBatchOptions = {}): LoanBatchEntry {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) {
    return problem(index, [{ parameter: 'item', message: 'must be a JSON object with the /loan parameters' }]);
  }
  const raw = item as Record<string, unknown>;
  const input: Record<string, unknown> = {
    locale: options.locale,
    format: options.format,
    grouping: options.grouping,
  };
  for (const field of ITEM_FIELDS) input[field] = raw[field];
  try {
    return options.schedule === 'summary'
      ? calculateLoanSummary(input as unknown as LoanInput)
      : calculateLoan(input as unknown as LoanInput);
  } catch (error) {
    if (error instanceof InvalidParameterError) return problem(index, [...error.issues]);
    throw error;
  }
}

/**
 * POST /loan/batch: one LoanResult per item, in input order; an invalid item yields a problem object in its place
 * and never stops the others. `options` (locale, format, grouping, schedule) apply to every item; each item has its
 * own currency.
 * @throws InvalidParameterError on `body` only when the body is not an array or has too many items.
 */
export function calculateLoanBatch(items: unknown, options: LoanBatchOptions = {}): LoanBatchEntry[] {
  assertLoanBatchBody(items);
  return items.map((item: unknown, index) => calculateLoanBatchItem(item, index, options));
}
