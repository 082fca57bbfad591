import { InvalidParameterError } from '../../../platform/src/problems/invalid-parameter.error';
import { calculateLoanBatch, isLoanBatchProblem, LOAN_BATCH_MAX_ITEMS, type LoanBatchProblem } from './loan-batch';
import type { LoanResult } from './loan';

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
    expect(() => calculateLoanBatch(new Array(LOAN_BATCH_MAX_ITEMS + 1).fill({}))).toThrow(/at most 1000 items/);
    expect(calculateLoanBatch([])).toEqual([]);
  });
});
