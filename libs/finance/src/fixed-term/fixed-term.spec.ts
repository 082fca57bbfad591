import { InvalidParameterError } from '../../../platform/src/problems/invalid-parameter.error';
import { floatSchedule, minorOf } from '../testing/float-reference';
import { calculateFixedTerm } from './fixed-term';

describe('calculateFixedTerm (/fixed-term)', () => {
  it('100,000 at 5% over 10 years: $1,060.66 a month, reported in 10 yearly rows', () => {
    const r = calculateFixedTerm({ amount: 100000, term_years: 10, rate: '5' });
    expect(r.monthly_payment).toBe('$1,060.66');
    expect(r.term_years).toBe(10);
    expect(r.amortization_schedule).toHaveLength(10);
    // Each year is the sum of its 12 monthly rows (float simulation of the same loan).
    const f = floatSchedule(10_000_000, 5, 120, 106_066);
    r.amortization_schedule.forEach((year, i) => {
      const months = f.slice(i * 12, i * 12 + 12);
      expect(year.year).toBe(i + 1);
      expect(minorOf(year.payment)).toBe(BigInt(months.reduce((a, x) => a + x.payment, 0)));
      expect(minorOf(year.interest_payment)).toBe(BigInt(months.reduce((a, x) => a + x.interest, 0)));
      expect(minorOf(year.principal_payment)).toBe(BigInt(months.reduce((a, x) => a + x.principal, 0)));
      expect(minorOf(year.remaining_balance)).toBe(BigInt(months[11].balance));
    });
    expect(r.amortization_schedule[9].remaining_balance).toBe('$0.00'); // never "-$0.00"
    expect(minorOf(r.total_payment)).toBe(BigInt(f.reduce((a, x) => a + x.payment, 0)));
    expect(minorOf(r.total_interest)).toBe(minorOf(r.total_payment) - 10_000_000n);
    expect(r.interest_rate).toBe('5.00%');
    expect(r.loan_amount).toBe('$100,000.00');
  });

  it('rejects terms outside 1-50 years', () => {
    expect(() => calculateFixedTerm({ amount: 1000, term_years: 0, rate: 5 })).toThrow(InvalidParameterError);
    expect(() => calculateFixedTerm({ amount: 1000, term_years: 51, rate: 5 })).toThrow(/term_years: must be between 1 and 50 years/);
  });
});
