import { invalidParameter } from '../../../platform/src/problems/invalid-parameter.error';
import type { Decimal } from '../core/finance-decimal';
import { createMoneyFormatter } from '../format/money-formatter';
import type { Money, OutputOptions } from '../format/output-options';
import { IssueCollector } from '../input/issue-collector';
import { readAmount, readBoundedDecimal, readOptionalBoundedDecimal, type NumericInput } from '../input/numeric-input';

/** Parameters of GET /overtime-week and GET /overtime-month (hours are per week or per month respectively). */
export interface OvertimeInput extends OutputOptions {
  hourly_wage: NumericInput;
  regular_hours: NumericInput;
  /** Overtime pay per hour = hourly_wage × overtime_multiplier; default 1.5, allowed 1-10. */
  overtime_multiplier?: NumericInput;
  overtime_hours: NumericInput;
}

export type OvertimeWeekInput = OvertimeInput;
export type OvertimeMonthInput = OvertimeInput;

export interface OvertimeWeekResult {
  overtime_pay_per_hour: Money;
  total_weekly_pay: Money;
  weekly_overtime_pay: Money;
  weekly_regular_pay: Money;
}

export interface OvertimeMonthResult {
  monthly_overtime_pay: Money;
  monthly_regular_pay: Money;
  overtime_pay_per_hour: Money;
  total_monthly_pay: Money;
}

interface OvertimeFigures {
  perHour: Money;
  regular: Money;
  overtime: Money;
  total: Money;
}

/**
 * regular pay = wage × regular hours; overtime rate = wage × multiplier; overtime pay = overtime rate × overtime
 * hours (from the exact rate, not the rounded one); total = the two rounded pays added, so the figures add up.
 */
function overtime(input: OvertimeInput, maxHours: number, span: string): OvertimeFigures {
  const v = new IssueCollector();
  const money = v.read(() => createMoneyFormatter(input));
  const wage = v.read(() => readAmount('hourly_wage', input.hourly_wage));
  const regularHours = v.read(() =>
    readBoundedDecimal('regular_hours', input.regular_hours, 0, maxHours, `hours per ${span}`),
  );
  const multiplier = v.read(() =>
    readOptionalBoundedDecimal('overtime_multiplier', input.overtime_multiplier, '1.5', 1, 10),
  );
  const overtimeHours = v.read(() =>
    readBoundedDecimal('overtime_hours', input.overtime_hours, 0, maxHours, `hours per ${span}`),
  );
  if (regularHours && overtimeHours && regularHours.plus(overtimeHours).gt(maxHours)) {
    v.read(() => {
      throw invalidParameter(
        'overtime_hours',
        `regular plus overtime hours (${regularHours.plus(overtimeHours).toFixed()}) cannot exceed the ${maxHours} hours of a ${span}`,
      );
    });
  }
  v.done();
  const m = money!;
  const rate: Decimal = wage!.mul(multiplier!);
  const regular = m.toMinor(wage!.mul(regularHours!));
  const extra = m.toMinor(rate.mul(overtimeHours!));
  return {
    perHour: m.decimal(rate),
    regular: m.minor(regular),
    overtime: m.minor(extra),
    total: m.minor(regular + extra),
  };
}

/** GET /overtime-week. Hours are per week (at most 168 together). @throws InvalidParameterError */
export function calculateOvertimeWeek(input: OvertimeWeekInput): OvertimeWeekResult {
  const f = overtime(input, 168, 'week');
  return {
    overtime_pay_per_hour: f.perHour,
    total_weekly_pay: f.total,
    weekly_overtime_pay: f.overtime,
    weekly_regular_pay: f.regular,
  };
}

/** GET /overtime-month. Hours are per month (at most 744 = 31 × 24 together). @throws InvalidParameterError */
export function calculateOvertimeMonth(input: OvertimeMonthInput): OvertimeMonthResult {
  const f = overtime(input, 744, 'month');
  return {
    monthly_overtime_pay: f.overtime,
    monthly_regular_pay: f.regular,
    overtime_pay_per_hour: f.perHour,
    total_monthly_pay: f.total,
  };
}
