import { InvalidParameterError } from '../../../platform/src/problems/invalid-parameter.error';
import {
  assertLoanBatchBody,
  calculateLoanBatch,
  calculateLoanBatchItem,
  isLoanBatchProblem,
  LOAN_BATCH_MAX_ITEMS,
  type LoanBatchProblem,
} from './loan-batch';
import type { LoanResult, LoanSummary } from './loan';

describe('calculateLoanBatch (/loan/batch)', () => {
  it('returns one entry per item, in input order, with problems in place of bad items', () => {
    const out = calculateLoanBatch([
      { loan: 10000, rate: 5, term: 36 },
      'not an object',
      { loan: '200000', rate: '6', term: '360', type: 'MORTGAGE' },
      { loan: -1, rate: 5, term: 12, currency: 'XYZ' },
      { loan: 1000, rate: 0, term: 3, currency: 'jpy', unknown_field: true },
    ]);
    expect(out).toHaveLength(5);
    expect((out[0] as LoanResult).monthly_payment).toBe('$299.71');
    expect((out[2] as LoanResult).monthly_payment).toBe('$1199.10');
    expect((out[2] as LoanResult).loan_type).toBe('mortgage');
    expect((out[4] as LoanResult).schedule.map((r) => r.payment)).toEqual(['¥333', '¥333', '¥334']);

    expect(isLoanBatchProblem(out[1])).toBe(true);
    expect(out[1]).toEqual({
      type: 'https://almanac.dev/problems/invalid-parameter',
      title: 'Invalid parameter',
      status: 400,
      detail: expect.stringContaining('Item 1'),
      errors: [{ parameter: 'item', message: expect.any(String) }],
      index: 1,
    });
    const bad = out[3] as LoanBatchProblem;
    expect(bad.index).toBe(3);
    expect(bad.errors.map((e) => e.parameter).sort()).toEqual(['currency', 'loan']);
    expect(isLoanBatchProblem(out[0])).toBe(false);
  });

  it('reports missing required parameters per item', () => {
    const [p] = calculateLoanBatch([{ rate: 5 }]) as LoanBatchProblem[];
    expect(p.errors).toEqual([
      { parameter: 'loan', message: 'is required' },
      { parameter: 'term', message: 'is required' },
    ]);
  });

  it('applies batch-wide output options to every item', () => {
    const out = calculateLoanBatch([{ loan: 10000, rate: 5, term: 36 }], { format: 'number' });
    expect((out[0] as LoanResult).monthly_payment).toBe(299.71);
  });

  it('rejects a body that is not an array, or too long, as a whole', () => {
    expect(() => calculateLoanBatch({ loan: 1 })).toThrow(InvalidParameterError);
    expect(() => calculateLoanBatch(new Array(LOAN_BATCH_MAX_ITEMS + 1).fill({}))).toThrow(/at most 10000 items; got 10001/);
    expect(calculateLoanBatch([])).toEqual([]);
  });

  it('accepts 10,000 items (the documented cap) and refuses the body as a whole only beyond it', () => {
    expect(LOAN_BATCH_MAX_ITEMS).toBe(10_000);
    expect(() => assertLoanBatchBody(new Array(10_000).fill({}))).not.toThrow();
    expect(() => assertLoanBatchBody('[]')).toThrow(/must be a JSON array/);
  });

  it('leaves the row arrays out with schedule: summary and keeps every other figure', () => {
    const item = { loan: '200000', rate: '6', term: 360 };
    const full = calculateLoanBatchItem(item, 0) as LoanResult;
    const summary = calculateLoanBatchItem(item, 0, { schedule: 'summary' }) as LoanSummary;
    expect(summary).not.toHaveProperty('schedule');
    expect(summary).not.toHaveProperty('yearly_totals');
    // $1,199.10 a month is the textbook payment for 200,000 at 6% over 30 years.
    expect(summary.monthly_payment).toBe('$1199.10');
    const { schedule, yearly_totals, ...rest } = full;
    expect(schedule).toHaveLength(360);
    expect(yearly_totals).toHaveLength(30);
    expect(summary).toEqual(rest);
    expect(Object.keys(summary)).toEqual(Object.keys(rest));
  });
});
