import {
  InvalidParameterError,
  invalidParameter,
  type ParameterIssue,
} from '../../../platform/src/problems/invalid-parameter.error';
import type { OutputOptions } from '../format/output-options';
import { MAX_TERM_MONTHS } from '../input/loan-limits';
import { calculateLoan, calculateLoanSummary, type LoanInput, type LoanResult, type LoanSummary } from './loan';

/**
 * Most items one POST /loan/batch may carry. A compact 10,000-item body is about 0.6-0.8 MB of JSON; the whole
 * result with 360-month schedules is about 0.4 GB (see the README), which is why `schedule: 'summary'` exists.
 */
export const LOAN_BATCH_MAX_ITEMS = 10_000;

/**
 * Most schedule rows (the sum of the items' terms) a batch may ask for with `schedule: 'full'`: 10,000 loans of 30
 * years. Longer batches would produce more JSON than one JavaScript string can hold (about 536 million characters),
 * so they are refused at once instead of failing after minutes of work.
 */
export const LOAN_BATCH_MAX_FULL_ROWS = 3_600_000;

/**
 * Budget for the estimated JSON size of a full batch result, checked as the batch runs. Within the row limit it
 * is only reached by unusually long amounts (1e12 in a grouped `CHF 1,000,…` style with dates on every row).
 */
export const LOAN_BATCH_MAX_RESULT_BYTES = 450_000_000;

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
 * Checks the batch as a whole: it must be an array of at most LOAN_BATCH_MAX_ITEMS items and, unless the schedules
 * are left out, at most LOAN_BATCH_MAX_FULL_ROWS rows (the items themselves are judged one by one). Lets the HTTP
 * layer refuse a bad body before queueing anything.
 * @throws InvalidParameterError on `body`.
 */
export function assertLoanBatchBody(items: unknown, options: LoanBatchOptions = {}): asserts items is unknown[] {
  if (!Array.isArray(items)) throw invalidParameter('body', 'must be a JSON array of /loan parameter objects');
  if (items.length > LOAN_BATCH_MAX_ITEMS) {
    throw invalidParameter('body', `may hold at most ${LOAN_BATCH_MAX_ITEMS} items; got ${items.length}`);
  }
  if (options.schedule !== 'summary') {
    const rows = scheduleRowsBound(items);
    if (rows > LOAN_BATCH_MAX_FULL_ROWS) {
      throw invalidParameter(
        'body',
        `asks for up to ${rows} schedule rows in total (the sum of the terms), more than the ${LOAN_BATCH_MAX_FULL_ROWS} ` +
          'a batch with full schedules may return; send schedule=summary or split the batch',
      );
    }
  }
}

/** Most rows the items' schedules can have: the sum of their terms (an invalid term counts 0: it yields a problem). */
export function scheduleRowsBound(items: readonly unknown[]): number {
  let rows = 0;
  for (const item of items) {
    const term = typeof item === 'object' && item !== null ? (item as Record<string, unknown>)['term'] : undefined;
    const n = typeof term === 'number' ? term : typeof term === 'string' ? Number(term.trim() || Number.NaN) : Number.NaN;
    if (Number.isInteger(n) && n >= 1 && n <= MAX_TERM_MONTHS) rows += n;
  }
  return rows;
}

/** JSON length of a value that needs no escaping (what schedule cells hold: numbers and plain strings). */
function cellLength(value: unknown): number {
  return typeof value === 'string' ? value.length + 2 : String(value).length;
}

/**
 * JSON length of rows that share their keys, from the lengths of their values: the first row gives the cost of
 * the keys and punctuation. Far cheaper than stringifying, and exact for schedule rows.
 */
function rowsJsonLength(rows: readonly object[]): number {
  if (rows.length === 0) return 2;
  const cells = (row: object) => Object.values(row).reduce((sum: number, v: unknown) => sum + cellLength(v), 0);
  const keys = JSON.stringify(rows[0]).length - cells(rows[0]);
  let total = 2 + rows.length - 1;
  for (const row of rows) total += keys + cells(row);
  return total;
}

/**
 * The JSON size of an entry, at most a little over: the row arrays counted exactly from their values, the other
 * fields by a fixed allowance. Lets a batch stop cleanly before its result outgrows a string.
 */
export function estimateLoanBatchEntryBytes(entry: LoanBatchEntry): number {
  const fixed = 800;
  if (!('schedule' in entry)) return fixed + (isLoanBatchProblem(entry) ? entry.detail.length * 2 : 0);
  return fixed + rowsJsonLength(entry.schedule) + rowsJsonLength(entry.yearly_totals);
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
 * @throws InvalidParameterError on `body` only when the body is not an array, has too many items, or (with full
 * schedules) too many schedule rows in total.
 */
export function calculateLoanBatch(items: unknown, options: LoanBatchOptions = {}): LoanBatchEntry[] {
  assertLoanBatchBody(items, options);
  return items.map((item: unknown, index) => calculateLoanBatchItem(item, index, options));
}
