import { InvalidParameterError } from '../../../platform/src/problems/invalid-parameter.error';
import { calculateCustomShiftPay, calculateShiftPay, normalizeCustomShiftPayParams } from './shift-pay';

function params(fn: () => unknown): string[] {
  try {
    fn();
  } catch (e) {
    return (e as InvalidParameterError).issues.map((i) => i.parameter);
  }
  return [];
}

describe('calculateShiftPay (/shift-pay)', () => {
  it('12-hour shifts, 5 a week: 8 regular hours at $20 and 4 overtime hours at $30 (by hand)', () => {
    const r = calculateShiftPay({ hourly_wage: 20, overtime_hourly_wage: 30, hours_worked: 8, work_weeks_per_year: 52 });
    expect(r).toEqual({
      average_pay_per_hour: '$23.33', // 280 / 12
      overtime_hours: { annual: '1040 Hours', daily: '4 Hours', monthly: '86.67 Hours', weekly: '20 Hours' },
      pay_per_day: '$280.00', // 8 × 20 + 4 × 30
      pay_per_month: '$6,066.67', // 72,800 / 12
      pay_per_week: '$1,400.00',
      pay_per_year: '$72,800.00',
      shift_hours: 12,
      work_days_per_week: 5,
      work_weeks_per_year: 52,
    });
  });

  it('rejects regular hours beyond the shift and out-of-range weeks', () => {
    expect(params(() => calculateShiftPay({ hourly_wage: 20, overtime_hourly_wage: 30, hours_worked: 13, work_weeks_per_year: 52 }))).toEqual(['hours_worked']);
    expect(params(() => calculateShiftPay({ hourly_wage: 20, overtime_hourly_wage: 30, hours_worked: 8, work_weeks_per_year: 53 }))).toEqual(['work_weeks_per_year']);
    expect(params(() => calculateShiftPay({ hourly_wage: 0, overtime_hourly_wage: 30, hours_worked: 8, work_weeks_per_year: 52 }))).toEqual(['hourly_wage']);
  });
});

describe('calculateCustomShiftPay (/shift-pay/custom)', () => {
  it('10-hour shifts, 4 a week, 50 weeks (by hand)', () => {
    const r = calculateCustomShiftPay({
      hourly_wage: 20,
      overtime_hourly_wage: 30,
      hours_worked: 8,
      shift_hours: 10,
      work_days_per_week: 4,
      work_weeks_per_year: 50,
    });
    expect(r.pay_per_day).toBe('$220.00'); // 160 + 2 × 30
    expect(r.pay_per_week).toBe('$880.00');
    expect(r.pay_per_year).toBe('$44,000.00');
    expect(r.pay_per_month).toBe('$3,666.67');
    expect(r.average_pay_per_hour).toBe('$22.00');
    expect(r.overtime_hours).toEqual({ annual: '400 Hours', daily: '2 Hours', monthly: '33.33 Hours', weekly: '8 Hours' });
  });

  it('defaults to the /shift-pay pattern', () => {
    const custom = calculateCustomShiftPay({ hourly_wage: 20, overtime_hourly_wage: 30, hours_worked: 8 });
    const plain = calculateShiftPay({ hourly_wage: 20, overtime_hourly_wage: 30, hours_worked: 8, work_weeks_per_year: 52 });
    expect(custom).toEqual(plain);
  });

  it('accepts days per week as work_days_per_week or work_days_per_year', () => {
    const raw = { hourly_wage: '20', overtime_hourly_wage: '30', hours_worked: '8', shift_hours: '10' };
    const a = calculateCustomShiftPay(normalizeCustomShiftPayParams({ ...raw, work_days_per_year: '4' }));
    const b = calculateCustomShiftPay(normalizeCustomShiftPayParams({ ...raw, work_days_per_week: '4' }));
    expect(a).toEqual(b);
    expect(a.work_days_per_week).toBe(4);
    // Errors name the parameter the client used.
    expect(params(() => calculateCustomShiftPay(normalizeCustomShiftPayParams({ ...raw, work_days_per_year: '9' })))).toEqual(['work_days_per_year']);
    expect(params(() => calculateCustomShiftPay(normalizeCustomShiftPayParams({ ...raw, work_days_per_week: '0' })))).toEqual(['work_days_per_week']);
    expect(params(() => normalizeCustomShiftPayParams({ work_days_per_week: '4', work_days_per_year: '5' }))).toEqual(['work_days_per_week']);
  });

  it('rejects a shift shorter than its regular hours', () => {
    expect(params(() => calculateCustomShiftPay({ hourly_wage: 20, overtime_hourly_wage: 30, hours_worked: 9, shift_hours: 8 }))).toEqual(['hours_worked']);
    expect(params(() => calculateCustomShiftPay({ hourly_wage: 20, overtime_hourly_wage: 30, hours_worked: 8, shift_hours: 25 }))).toEqual(['shift_hours']);
  });
});
