import { InvalidParameterError } from '../../../platform/src/problems/invalid-parameter.error';
import {
  assertLoanBatchBody,
  calculateLoanBatch,
  calculateLoanBatchItem,
  estimateLoanBatchEntryBytes,
  isLoanBatchProblem,
  LOAN_BATCH_MAX_FULL_ROWS,
  LOAN_BATCH_MAX_ITEMS,
  scheduleRowsBound,
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

  it('limits full-schedule batches to 3,600,000 rows (the sum of the terms), not summaries', () => {
    expect(LOAN_BATCH_MAX_FULL_ROWS).toBe(10_000 * 360);
    expect(scheduleRowsBound([{ term: 360 }, { term: '12' }, { term: 'x' }, { term: 601 }, 'junk', null, { term: 1.5 }])).toBe(372);
    const thirtyYears = new Array(10_000).fill({ term: 360 });
    expect(() => assertLoanBatchBody(thirtyYears)).not.toThrow();
    // 9,999 × 360 + 361 = 3,600,001 rows in 10,000 items.
    expect(() => assertLoanBatchBody(thirtyYears.slice(1).concat([{ term: 361 }]))).toThrow(/3600001 schedule rows/);
    expect(() => assertLoanBatchBody(new Array(6001).fill({ term: 600 }), { schedule: 'full' })).toThrow(/schedule=summary/);
    expect(() => assertLoanBatchBody(new Array(6001).fill({ term: 600 }), { schedule: 'summary' })).not.toThrow();
  });

  it('estimates the JSON size of an entry from above, and not by much', () => {
    for (const item of [
      { loan: '200000', rate: '6', term: 360 },
      { loan: '999999999999', rate: '5', term: 600, currency: 'CHF', start_date: '2025-01-31' },
      { loan: '1000', rate: '0', term: 1, currency: 'JPY' },
      { loan: '-1', rate: '0', term: 1 },
    ]) {
      for (const options of [{}, { grouping: true }, { schedule: 'summary' as const }]) {
        const entry = calculateLoanBatchItem(item, 0, options);
        const actual = JSON.stringify(entry).length;
        const estimate = estimateLoanBatchEntryBytes(entry);
        expect(estimate).toBeGreaterThanOrEqual(actual);
        expect(estimate).toBeLessThan(actual * 1.05 + 1000);
      }
    }
  });
});
