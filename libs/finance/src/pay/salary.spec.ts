import { InvalidParameterError } from '../../../platform/src/problems/invalid-parameter.error';
import { calculateSalary, normalizeSalaryParams, type SalaryInput } from './salary';

const week = { hours_per_week: '40', days_per_week: '5', holidays_per_year: '10', vacation_per_year: '15' };

function params(fn: () => unknown): string[] {
  try {
    fn();
  } catch (e) {
    return (e as InvalidParameterError).issues.map((i) => i.parameter);
  }
  return [];
}

describe('calculateSalary (/salary)', () => {
  it('converts an annual salary to every period (by hand: 52 weeks of 40 h on 5 days)', () => {
    const r = calculateSalary({ salary: '50000', period: 'annual', ...week });
    expect(r.Salary).toEqual({
      annual: '$50,000.00',
      bi_weekly: '$1,923.08', // 50,000 / 26 = 1,923.077
      daily: '$192.31', // / 260 = 192.308
      hourly: '$24.04', // / 2,080 = 24.038
      monthly: '$4,166.67',
      quarterly: '$12,500.00',
      semi_monthly: '$2,083.33',
      weekly: '$961.54', // / 52 = 961.538
    });
    // Adjusted: 260 − 10 − 15 = 235 days worked, 8 h each.
    expect(r.working_days_per_year).toBe(235);
    expect(r.adjusted.hourly).toBe('$26.60'); // 50,000 / 1,880 = 26.596
    expect(r.adjusted.daily).toBe('$212.77'); // 50,000 / 235 = 212.766
    expect(r.adjusted.annual).toBe('$50,000.00');
    expect(r.adjusted.monthly).toBe('$4,166.67');
  });

  it('an hourly rate is unadjusted in Salary and earns only on days worked in adjusted', () => {
    const r = calculateSalary({ salary: '25', period: 'hour', ...week });
    expect(r.Salary.hourly).toBe('$25.00');
    expect(r.Salary.annual).toBe('$52,000.00'); // 25 × 40 × 52
    expect(r.Salary.daily).toBe('$200.00');
    expect(r.adjusted.hourly).toBe('$25.00');
    expect(r.adjusted.daily).toBe('$200.00');
    expect(r.adjusted.annual).toBe('$47,000.00'); // 25 × 8 × 235
    expect(r.adjusted.monthly).toBe('$3,916.67');
    expect(r.adjusted.weekly).toBe('$903.85'); // 47,000 / 52 = 903.846
  });

  it('converts from the other periods', () => {
    const annual = (period: string, salary: string) => calculateSalary({ salary, period, ...week }).Salary.annual;
    expect(annual('day', '200')).toBe('$52,000.00'); // × 5 × 52
    expect(annual('week', '1000')).toBe('$52,000.00');
    expect(annual('bi-week', '2000')).toBe('$52,000.00');
    expect(annual('semi-month', '2000')).toBe('$48,000.00');
    expect(annual('month', '4000')).toBe('$48,000.00');
    expect(annual('quarter', '15000')).toBe('$60,000.00');
    expect(annual('Bi_Weekly', '2000')).toBe('$52,000.00');
    expect(calculateSalary({ salary: '1000', period: 'week', ...week }).Salary.hourly).toBe('$25.00');
  });

  it('rounds from exact fractions: a half-cent rate stays a half cent up even with 40 h over 6 days', () => {
    const r = calculateSalary({ salary: '20.005', period: 'hour', ...week, days_per_week: '6' });
    expect(r.Salary.hourly).toBe('$20.01');
    expect(r.adjusted.hourly).toBe('$20.01');
  });

  it('accepts the period as `period` or `hour`', () => {
    const viaHour = normalizeSalaryParams({ salary: '50000', hour: 'annual', ...week });
    expect(calculateSalary(viaHour).Salary.weekly).toBe('$961.54');
    expect(params(() => calculateSalary(normalizeSalaryParams({ salary: '1', hour: 'fortnightly-ish', ...week })))).toEqual(['hour']);
    expect(params(() => normalizeSalaryParams({ period: 'week', hour: 'month' }))).toEqual(['period']);
    expect(normalizeSalaryParams({ period: 'week', hour: 'WEEK' }).period).toBe('week');
    expect(params(() => calculateSalary(normalizeSalaryParams({ salary: '1', ...week })))).toEqual(['period']);
  });

  it('validates the work week', () => {
    const bad = (over: Partial<SalaryInput>) => params(() => calculateSalary({ salary: '1000', period: 'month', ...week, ...over }));
    expect(bad({ days_per_week: '8' })).toEqual(['days_per_week']);
    expect(bad({ days_per_week: '0' })).toEqual(['days_per_week']);
    expect(bad({ hours_per_week: '169' })).toEqual(['hours_per_week']);
    expect(bad({ hours_per_week: '0.5' })).toEqual(['hours_per_week']);
    expect(bad({ hours_per_week: '30', days_per_week: '1' })).toEqual(['hours_per_week']); // > 24 h in a day
    expect(bad({ vacation_per_year: '250' })).toEqual(['vacation_per_year']); // 10 + 250 ≥ 260
    expect(bad({ holidays_per_year: '1.5' })).toEqual(['holidays_per_year']);
    expect(bad({ salary: '0' })).toEqual(['salary']);
  });
});
