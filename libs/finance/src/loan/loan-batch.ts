import {
  InvalidParameterError,
  invalidParameter,
  type ParameterIssue,
} from '../../../platform/src/problems/invalid-parameter.error';
import type { OutputOptions } from '../format/output-options';
import { calculateLoan, type LoanInput, type LoanResult } from './loan';

/** Most items one POST /loan/batch may carry (the HTTP layer or batch job may check it first). */
export const LOAN_BATCH_MAX_ITEMS = 1000;

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

export type LoanBatchEntry = LoanResult | LoanBatchProblem;

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
 * POST /loan/batch: one LoanResult per item, in input order; an invalid item yields a problem object in its place
 * and never stops the others. `options` (locale, format, grouping) apply to every item; each item has its own
 * currency.
 * @throws InvalidParameterError on `body` only when the body is not an array or has too many items.
 */
export function calculateLoanBatch(
  items: unknown,
  options: Omit<OutputOptions, 'currency'> = {},
): LoanBatchEntry[] {
  if (!Array.isArray(items)) throw invalidParameter('body', 'must be a JSON array of /loan parameter objects');
  if (items.length > LOAN_BATCH_MAX_ITEMS) {
    throw invalidParameter('body', `may hold at most ${LOAN_BATCH_MAX_ITEMS} items; got ${items.length}`);
  }
  return items.map((item: unknown, index) => {
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
      return calculateLoan(input as unknown as LoanInput);
    } catch (error) {
      if (error instanceof InvalidParameterError) return problem(index, [...error.issues]);
      throw error;
    }
  });
}
