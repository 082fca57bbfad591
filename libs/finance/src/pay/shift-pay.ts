import { invalidParameter } from '../../../platform/src/problems/invalid-parameter.error';
import { FinanceDecimal, type Decimal } from '../core/finance-decimal';
import { createMoneyFormatter } from '../format/money-formatter';
import type { Money, OutputOptions } from '../format/output-options';
import { formatHours } from '../format/text';
import { IssueCollector } from '../input/issue-collector';
import {
  isMissing,
  readAmount,
  readBoundedDecimal,
  readInteger,
  readOptionalBoundedDecimal,
  readOptionalInteger,
  type NumericInput,
} from '../input/numeric-input';

/** Length of the shift /shift-pay assumes (it is a 12-hour-shift calculator), and of /shift-pay/custom by default. */
export const DEFAULT_SHIFT_HOURS = 12;
/** Shifts per week assumed by /shift-pay and by default in /shift-pay/custom. */
export const DEFAULT_WORK_DAYS_PER_WEEK = 5;
export const DEFAULT_WORK_WEEKS_PER_YEAR = 52;

/** Parameters of GET /shift-pay. */
export interface ShiftPayInput extends OutputOptions {
  hourly_wage: NumericInput;
  /** Paid for each hour of the shift beyond the regular hours (usually 1.5 × hourly_wage). */
  overtime_hourly_wage: NumericInput;
  /** Regular hours in each shift, paid at hourly_wage; the rest of the shift is overtime. */
  hours_worked: NumericInput;
  /** Whole weeks, 1-52. */
  work_weeks_per_year: NumericInput;
}

/** Parameters of GET /shift-pay/custom. */
export interface CustomShiftPayInput extends OutputOptions {
  hourly_wage: NumericInput;
  overtime_hourly_wage: NumericInput;
  /** Regular hours in each shift. */
  hours_worked: NumericInput;
  /** Length of a shift in hours, 1-24; default 12. */
  shift_hours?: NumericInput;
  /** Shifts (days) worked per week, 1-7; default 5. Sent as work_days_per_week or work_days_per_year. */
  work_days_per_week?: NumericInput;
  /** The name the client used for days per week, for error messages; default `work_days_per_week`. */
  work_days_param?: 'work_days_per_week' | 'work_days_per_year';
  /** Whole weeks, 1-52; default 52. */
  work_weeks_per_year?: NumericInput;
}

/** Overtime hours per period, each written `<n> Hours`. */
export interface OvertimeHours {
  annual: string;
  daily: string;
  monthly: string;
  weekly: string;
}

/** ShiftPayResult of the spec, plus the shift pattern the figures assume. */
export interface ShiftPayResult {
  average_pay_per_hour: Money;
  overtime_hours: OvertimeHours;
  pay_per_day: Money;
  pay_per_month: Money;
  pay_per_week: Money;
  pay_per_year: Money;
  shift_hours: number;
  work_days_per_week: number;
  work_weeks_per_year: number;
}

/**
 * Builds a CustomShiftPayInput from raw request parameters: days worked per week may come as
 * `work_days_per_week` or `work_days_per_year` (the spec uses both names for it).
 * @throws InvalidParameterError on `work_days_per_week` when both are sent with different values.
 */
export function normalizeCustomShiftPayParams(raw: Readonly<Record<string, unknown>>): CustomShiftPayInput {
  const perWeek = raw['work_days_per_week'];
  const perYear = raw['work_days_per_year'];
  let days: unknown = perWeek;
  let work_days_param: 'work_days_per_week' | 'work_days_per_year' = 'work_days_per_week';
  if (isMissing(perWeek) && !isMissing(perYear)) {
    days = perYear;
    work_days_param = 'work_days_per_year';
  } else if (!isMissing(perWeek) && !isMissing(perYear) && String(perWeek).trim() !== String(perYear).trim()) {
    throw invalidParameter(
      'work_days_per_week',
      `'work_days_per_week' and 'work_days_per_year' both mean days worked per week but disagree ('${String(perWeek)}' vs '${String(perYear)}'); send one`,
    );
  }
  const input = { ...(raw as Record<string, never>), work_days_per_week: days as NumericInput, work_days_param };
  return input as CustomShiftPayInput;
}

interface ShiftPattern {
  wage: Decimal;
  overtimeWage: Decimal;
  regularHours: Decimal;
  shiftHours: Decimal;
  days: number;
  weeks: number;
}

/**
 * Pay of one shift = regular hours × hourly wage + (shift length − regular hours) × overtime wage; a week has
 * `days` shifts, a year `weeks` weeks, a month is a twelfth of the year. Each figure is rounded on its own.
 */
function shiftPay(p: ShiftPattern, input: OutputOptions): ShiftPayResult {
  const money = createMoneyFormatter(input);
  const overtimePerShift = p.shiftHours.minus(p.regularHours);
  const perDay = p.wage.mul(p.regularHours).plus(p.overtimeWage.mul(overtimePerShift));
  const perWeek = perDay.mul(p.days);
  const perYear = perWeek.mul(p.weeks);
  const overtimeWeek = overtimePerShift.mul(p.days);
  return {
    average_pay_per_hour: money.decimal(perDay.div(p.shiftHours)),
    overtime_hours: {
      annual: formatHours(overtimeWeek.mul(p.weeks)),
      daily: formatHours(overtimePerShift),
      monthly: formatHours(overtimeWeek.mul(p.weeks).div(12)),
      weekly: formatHours(overtimeWeek),
    },
    pay_per_day: money.decimal(perDay),
    pay_per_month: money.decimal(perYear.div(12)),
    pay_per_week: money.decimal(perWeek),
    pay_per_year: money.decimal(perYear),
    shift_hours: p.shiftHours.toNumber(),
    work_days_per_week: p.days,
    work_weeks_per_year: p.weeks,
  };
}

function readRegularHours(value: unknown, shiftHours: Decimal | undefined): Decimal {
  const max = shiftHours ? shiftHours.toNumber() : 24;
  return readBoundedDecimal('hours_worked', value, 0, max, `hours (regular hours within a ${max}-hour shift)`);
}

/**
 * GET /shift-pay: pay of 12-hour shifts, 5 a week, where the first `hours_worked` hours of each shift are regular.
 * @throws InvalidParameterError naming every bad parameter.
 */
export function calculateShiftPay(input: ShiftPayInput): ShiftPayResult {
  const v = new IssueCollector();
  v.read(() => createMoneyFormatter(input));
  const wage = v.read(() => readAmount('hourly_wage', input.hourly_wage));
  const overtimeWage = v.read(() => readAmount('overtime_hourly_wage', input.overtime_hourly_wage));
  const shiftHours = new FinanceDecimal(DEFAULT_SHIFT_HOURS);
  const regular = v.read(() => readRegularHours(input.hours_worked, shiftHours));
  const weeks = v.read(() => readInteger('work_weeks_per_year', input.work_weeks_per_year, 1, 52, 'weeks'));
  v.done();
  return shiftPay(
    {
      wage: wage!,
      overtimeWage: overtimeWage!,
      regularHours: regular!,
      shiftHours,
      days: DEFAULT_WORK_DAYS_PER_WEEK,
      weeks: weeks!,
    },
    input,
  );
}

/**
 * GET /shift-pay/custom: as /shift-pay with the shift length, shifts per week and weeks per year chosen.
 * @throws InvalidParameterError naming every bad parameter.
 */
export function calculateCustomShiftPay(input: CustomShiftPayInput): ShiftPayResult {
  const v = new IssueCollector();
  v.read(() => createMoneyFormatter(input));
  const wage = v.read(() => readAmount('hourly_wage', input.hourly_wage));
  const overtimeWage = v.read(() => readAmount('overtime_hourly_wage', input.overtime_hourly_wage));
  const shiftHours = v.read(() =>
    readOptionalBoundedDecimal('shift_hours', input.shift_hours, DEFAULT_SHIFT_HOURS, 1, 24, 'hours'),
  );
  const regular = v.read(() => readRegularHours(input.hours_worked, shiftHours));
  const days = v.read(() =>
    readOptionalInteger(
      input.work_days_param ?? 'work_days_per_week',
      input.work_days_per_week,
      DEFAULT_WORK_DAYS_PER_WEEK,
      1,
      7,
      'days per week',
    ),
  );
  const weeks = v.read(() =>
    readOptionalInteger('work_weeks_per_year', input.work_weeks_per_year, DEFAULT_WORK_WEEKS_PER_YEAR, 1, 52, 'weeks'),
  );
  v.done();
  return shiftPay(
    {
      wage: wage!,
      overtimeWage: overtimeWage!,
      regularHours: regular!,
      shiftHours: shiftHours!,
      days: days!,
      weeks: weeks!,
    },
    input,
  );
}
