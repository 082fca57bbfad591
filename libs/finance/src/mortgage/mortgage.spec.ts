import { InvalidParameterError } from '../../../platform/src/problems/invalid-parameter.error';
import { floatPayment, floatSchedule, minorOf } from '../testing/float-reference';
import { calculateMortgage } from './mortgage';

const base = { amount: '300000', rate: '6', term_years: '30', down_payment: '60000' };

describe('calculateMortgage (/mortgage)', () => {
  it('monthly: $240,000 at 6% over 30 years pays $1,438.92', () => {
    const r = calculateMortgage(base);
    expect(r.monthly_payment).toBe('$1,438.92');
    expect(r.periodic_payment).toBe('$1,438.92');
    expect(r.loan_amount).toBe('$240,000.00');
    expect(r.down_payment).toBe('$60,000.00');
    expect(r.interest_rate).toBe('6.00%');
    expect(r.amortization_freq).toBe('monthly');
    expect(r.loan_term_months).toBe(360);
    expect(r.number_of_payments).toBe(360);
    expect(r.amortization_schedule[0]).toEqual({
      month: 1,
      payment: '$1,438.92',
      interest_payment: '$1,200.00', // 240,000 × 0.5%
      principal_payment: '$238.92',
      remaining_balance: '$239,761.08',
    });
    const f = floatSchedule(24_000_000, 6, 360, 143_892);
    expect(minorOf(r.total_interest)).toBe(BigInt(f.reduce((a, x) => a + x.interest, 0)));
    expect(minorOf(r.total_payment)).toBe(24_000_000n + minorOf(r.total_interest));
  });

  it.each([
    ['semi-monthly', 24],
    ['bi-weekly', 26],
    ['weekly', 52],
  ] as const)('%s uses the true periodic rate and term_years × %d payments', (frequency, perYear) => {
    const r = calculateMortgage({ ...base, frequency });
    expect(r.amortization_freq).toBe(frequency);
    expect(r.payments_per_year).toBe(perYear);
    expect(r.number_of_payments).toBe(30 * perYear);
    expect(r.amortization_schedule).toHaveLength(30 * perYear);
    expect(minorOf(r.periodic_payment)).toBe(BigInt(Math.round(floatPayment(24_000_000, 6, 30 * perYear, perYear))));
    expect(r.monthly_payment).toBe('$1,438.92');
    expect(r.amortization_schedule[0]).toHaveProperty('period', 1);
    expect(r.amortization_schedule[0]).not.toHaveProperty('month');
    expect(r.amortization_schedule[30 * perYear - 1].remaining_balance).toBe('$0.00');
    const f = floatSchedule(24_000_000, 6, 30 * perYear, Number(minorOf(r.periodic_payment)), 0, perYear);
    expect(minorOf(r.total_interest)).toBe(BigInt(f.reduce((a, x) => a + x.interest, 0)));
  });

  it('accelerated bi-weekly pays half the monthly payment every two weeks until repaid', () => {
    const r = calculateMortgage({ ...base, frequency: 'accelerated-bi-weekly' });
    expect(r.periodic_payment).toBe('$719.46'); // 1,438.92 / 2
    const f = floatSchedule(24_000_000, 6, 780, 71_946, 0, 26);
    expect(r.number_of_payments).toBe(f.length);
    expect(f.length).toBeLessThan(780);
    expect(minorOf(r.total_interest)).toBe(BigInt(f.reduce((a, x) => a + x.interest, 0)));
    expect(calculateMortgage({ ...base, accelerated_biweekly: true }).number_of_payments).toBe(f.length);
    expect(calculateMortgage({ ...base, frequency: 'Bi_Weekly', accelerated_biweekly: true }).amortization_freq).toBe(
      'accelerated-bi-weekly',
    );
  });

  it('dates payments from start_date by frequency', () => {
    const semi = calculateMortgage({ ...base, frequency: 'semi-monthly', start_date: '2025-01-31' });
    expect(semi.amortization_schedule.slice(0, 4).map((e) => e.date)).toEqual([
      '2025-02-15',
      '2025-02-28',
      '2025-03-15',
      '2025-03-31',
    ]);
    const bi = calculateMortgage({ ...base, frequency: 'biweekly', start_date: '2025-01-15' });
    expect(bi.amortization_schedule.slice(0, 2).map((e) => e.date)).toEqual(['2025-01-29', '2025-02-12']);
    const monthly = calculateMortgage({ ...base, start_date: '2025-01-15' });
    expect(monthly.payoff_date).toBe('2055-01-15');
    expect(monthly.yearly_totals[0].year).toBe(2025);
    expect(monthly.yearly_totals).toHaveLength(31); // Feb 2025 ... Jan 2055
  });

  it('treats no down payment as zero', () => {
    expect(calculateMortgage({ amount: '240000', rate: '6', term_years: '30' }).monthly_payment).toBe('$1,438.92');
  });

  it('rejects bad input, naming the parameter', () => {
    const param = (input: Parameters<typeof calculateMortgage>[0]) => {
      try {
        calculateMortgage(input);
      } catch (e) {
        return (e as InvalidParameterError).issues.map((i) => i.parameter);
      }
      return [];
    };
    expect(param({ ...base, down_payment: '300000' })).toEqual(['down_payment']);
    expect(param({ ...base, frequency: 'daily' })).toEqual(['frequency']);
    expect(param({ ...base, frequency: 'weekly', accelerated_biweekly: true })).toEqual(['accelerated_biweekly']);
    expect(param({ ...base, term_years: '51' })).toEqual(['term_years']);
    expect(param({ ...base, amount: '0', rate: '-1' })).toEqual(['amount', 'rate']);
  });
});
