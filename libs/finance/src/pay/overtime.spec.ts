import { InvalidParameterError } from '../../../platform/src/problems/invalid-parameter.error';
import { calculateOvertimeMonth, calculateOvertimeWeek } from './overtime';

describe('overtime calculators', () => {
  it('/overtime-week: 40 h at $20 plus 10 h at 1.5× (by hand)', () => {
    expect(calculateOvertimeWeek({ hourly_wage: 20, regular_hours: 40, overtime_hours: 10 })).toEqual({
      overtime_pay_per_hour: '$30.00',
      total_weekly_pay: '$1,100.00',
      weekly_overtime_pay: '$300.00',
      weekly_regular_pay: '$800.00',
    });
    expect(calculateOvertimeWeek({ hourly_wage: 20, regular_hours: 40, overtime_hours: 10, overtime_multiplier: 2 }).weekly_overtime_pay).toBe('$400.00');
  });

  it('/overtime-month uses the exact overtime rate and adds the rounded pays', () => {
    const r = calculateOvertimeMonth({ hourly_wage: '15.55', regular_hours: 160, overtime_hours: 10 });
    expect(r).toEqual({
      monthly_overtime_pay: '$233.25', // 15.55 × 1.5 = 23.325; × 10
      monthly_regular_pay: '$2,488.00', // 15.55 × 160
      overtime_pay_per_hour: '$23.33', // 23.325 shown half-up
      total_monthly_pay: '$2,721.25',
    });
  });

  it('rejects impossible hours and multipliers', () => {
    const params = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        return (e as InvalidParameterError).issues.map((i) => i.parameter);
      }
      return [];
    };
    expect(params(() => calculateOvertimeWeek({ hourly_wage: 20, regular_hours: 169, overtime_hours: 0 }))).toEqual(['regular_hours']);
    expect(params(() => calculateOvertimeWeek({ hourly_wage: 20, regular_hours: 100, overtime_hours: 70 }))).toEqual(['overtime_hours']);
    expect(params(() => calculateOvertimeMonth({ hourly_wage: 20, regular_hours: 700, overtime_hours: 50 }))).toEqual(['overtime_hours']);
    expect(params(() => calculateOvertimeWeek({ hourly_wage: 20, regular_hours: 40, overtime_hours: 5, overtime_multiplier: '0.5' }))).toEqual(['overtime_multiplier']);
    expect(params(() => calculateOvertimeWeek({ hourly_wage: -1, regular_hours: 40, overtime_hours: 5 }))).toEqual(['hourly_wage']);
  });
});
