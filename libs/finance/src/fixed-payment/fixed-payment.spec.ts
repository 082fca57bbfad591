import { InvalidParameterError } from '../../../platform/src/problems/invalid-parameter.error';
import { floatSchedule, minorOf } from '../testing/float-reference';
import { calculateFixedPayment, formatDuration } from './fixed-payment';

function issue(fn: () => unknown) {
  try {
    fn();
  } catch (e) {
    return (e as InvalidParameterError).issues[0];
  }
  throw new Error('expected an error');
}

describe('calculateFixedPayment (/fixed-payment)', () => {
  it('10,000 at 6% repaid $500 a month takes 22 months, the last one smaller', () => {
    const r = calculateFixedPayment({ amount: 10000, monthly_payment: 500, rate: '6' });
    const f = floatSchedule(1_000_000, 6, 10_000, 50_000); // until paid off
    expect(r.term_months).toBe(f.length);
    expect(r.term_months).toBe(22);
    expect(r.loan_duration).toBe('1 years, 10 months');
    expect(r.amortization_schedule[21].payment).toBe(`$${(f[21].payment / 100).toFixed(2)}`);
    expect(minorOf(r.amortization_schedule[21].payment)).toBeLessThan(50_000n);
    expect(r.amortization_schedule[21].remaining_balance).toBe('$0.00');
    expect(r.amortization_schedule[0].interest_payment).toBe('$50.00'); // 10,000 × 0.5%
    expect(minorOf(r.total_interest)).toBe(BigInt(f.reduce((a, x) => a + x.interest, 0)));
    expect(r.total_principal).toBe('$10,000.00');
    expect(minorOf(r.total_payment)).toBe(1_000_000n + minorOf(r.total_interest));
    expect(r.monthly_payment).toBe('$500.00');
  });

  it('a payment at or below the first month\'s interest never pays off', () => {
    const i = issue(() => calculateFixedPayment({ amount: 10000, monthly_payment: 50, rate: '6' }));
    expect(i.parameter).toBe('monthly_payment');
    expect(i.message).toMatch(/never pays off/);
    expect(i.message).toContain("first month's interest, which is $50.00");
  });

  it('a payment that would take more than 600 months is rejected', () => {
    // 10,000 at 6% with $50.01: n = −ln(1 − 50/50.01) / ln(1.005) ≈ 1,708 months.
    const i = issue(() => calculateFixedPayment({ amount: 10000, monthly_payment: '50.01', rate: '6' }));
    expect(i.parameter).toBe('monthly_payment');
    expect(i.message).toMatch(/more than 600 months/);
  });

  it('a payment above the whole debt repays it in one month', () => {
    const r = calculateFixedPayment({ amount: 10000, monthly_payment: 20000, rate: '6' });
    expect(r.term_months).toBe(1);
    expect(r.amortization_schedule[0].payment).toBe('$10,050.00');
    expect(r.loan_duration).toBe('0 years, 1 months');
  });

  it('works at 0% too', () => {
    const r = calculateFixedPayment({ amount: 1000, monthly_payment: 300, rate: 0 });
    expect(r.amortization_schedule.map((e) => e.payment)).toEqual(['$300.00', '$300.00', '$300.00', '$100.00']);
    expect(r.total_interest).toBe('$0.00');
  });

  it('formats durations as <y> years, <m> months', () => {
    expect(formatDuration(12)).toBe('1 years, 0 months');
    expect(formatDuration(599)).toBe('49 years, 11 months');
  });
});
