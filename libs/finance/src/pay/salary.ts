import { invalidParameter } from '../../../platform/src/problems/invalid-parameter.error';
import { FinanceDecimal, type Decimal } from '../core/finance-decimal';
import { createMoneyFormatter, type MoneyFormatter } from '../format/money-formatter';
import type { Money, OutputOptions } from '../format/output-options';
import { IssueCollector } from '../input/issue-collector';
import { isMissing, readAmount, readBoundedDecimal, readInteger, type NumericInput } from '../input/numeric-input';
import { parsePayPeriod, type PayPeriod } from './pay-period';

/** Parameters of GET /salary. */
export interface SalaryInput extends OutputOptions {
  /** The base amount, paid per `period`. */
  salary: NumericInput;
  /** hour, day, week, bi-week, semi-month, month, quarter or annual. */
  period: string;
  /** The name the client sent the period under (`period` or `hour`), used in error messages; default `period`. */
  period_param?: 'period' | 'hour';
  /** 1-168. */
  hours_per_week: NumericInput;
  /** Whole days, 1-7. */
  days_per_week: NumericInput;
  /** Paid holidays per year (days not worked). */
  holidays_per_year: NumericInput;
  /** Vacation days per year (days not worked). */
  vacation_per_year: NumericInput;
}

/** The base amount expressed per each pay period. */
export interface SalaryFigures {
  annual: Money;
  bi_weekly: Money;
  daily: Money;
  hourly: Money;
  monthly: Money;
  quarterly: Money;
  semi_monthly: Money;
  weekly: Money;
}

/** SalaryResult of the spec (`Salary`) plus the holiday- and vacation-adjusted figures beside it. */
export interface SalaryResult {
  /** Unadjusted: every one of the 52 weeks is a full working week. */
  Salary: SalaryFigures;
  /** Holidays and vacation days removed from the working days (see README). */
  adjusted: SalaryFigures;
  /** 52 × days_per_week − holidays_per_year − vacation_per_year. */
  working_days_per_year: number;
}

function sameText(a: unknown, b: unknown): boolean {
  return String(a).trim().toLowerCase() === String(b).trim().toLowerCase();
}

/**
 * Builds a SalaryInput from raw request parameters, accepting the period under either spec name (`period`, or
 * `hour` as the spec's parameter list calls it).
 * @throws InvalidParameterError on `period` when both names are sent with different values.
 */
export function normalizeSalaryParams(raw: Readonly<Record<string, unknown>>): SalaryInput {
  const byPeriod = raw['period'];
  const byHour = raw['hour'];
  let period: unknown = byPeriod;
  let period_param: 'period' | 'hour' = 'period';
  if (isMissing(byPeriod) && !isMissing(byHour)) {
    period = byHour;
    period_param = 'hour';
  } else if (!isMissing(byPeriod) && !isMissing(byHour) && !sameText(byPeriod, byHour)) {
    throw invalidParameter(
      'period',
      `'period' and 'hour' name the same parameter but disagree ('${String(byPeriod)}' vs '${String(byHour)}'); send one`,
    );
  }
  return { ...(raw as Record<string, never>), period: period as string, period_param } as SalaryInput;
}

const WEEKS_PER_YEAR = 52;

/** How many of each period a year holds, for the periods that do not depend on the work week. */
const PER_YEAR: Record<Exclude<PayPeriod, 'hour' | 'day'>, number> = {
  week: 52,
  'bi-week': 26,
  'semi-month': 24,
  month: 12,
  quarter: 4,
  annual: 1,
};

/** An exact fraction; divided only once, at the end, so rounding to minor units sees a correctly rounded value. */
interface Ratio {
  readonly num: Decimal;
  readonly den: Decimal;
}

function figures(annual: Ratio, hoursPerYear: Ratio, daysPerYear: Ratio, money: MoneyFormatter): SalaryFigures {
  const per = (count: number) => money.decimal(annual.num.div(annual.den.mul(count)));
  return {
    annual: per(1),
    bi_weekly: per(26),
    daily: money.decimal(annual.num.mul(daysPerYear.den).div(annual.den.mul(daysPerYear.num))),
    hourly: money.decimal(annual.num.mul(hoursPerYear.den).div(annual.den.mul(hoursPerYear.num))),
    monthly: per(12),
    quarterly: per(4),
    semi_monthly: per(24),
    weekly: per(52),
  };
}

/**
 * GET /salary: converts a base amount between pay periods. Unadjusted, a year is 52 weeks of hours_per_week hours
 * on days_per_week days. Adjusted, holidays and vacation days are not worked: an hourly or daily rate then earns
 * less per year, and a fixed salary is worth more per hour and per day worked.
 * @throws InvalidParameterError naming every bad parameter.
 */
export function calculateSalary(input: SalaryInput): SalaryResult {
  const v = new IssueCollector();
  const money = v.read(() => createMoneyFormatter(input));
  const salary = v.read(() => readAmount('salary', input.salary));
  const period = v.read(() => parsePayPeriod(input.period_param ?? 'period', input.period));
  const hoursPerWeek = v.read(() => readBoundedDecimal('hours_per_week', input.hours_per_week, 1, 168, 'hours'));
  const daysPerWeek = v.read(() => readInteger('days_per_week', input.days_per_week, 1, 7, 'days'));
  const holidays = v.read(() => readInteger('holidays_per_year', input.holidays_per_year, 0, 366, 'days'));
  const vacation = v.read(() => readInteger('vacation_per_year', input.vacation_per_year, 0, 366, 'days'));
  if (hoursPerWeek && daysPerWeek && hoursPerWeek.gt(24 * daysPerWeek)) {
    v.read(() => {
      throw invalidParameter(
        'hours_per_week',
        `cannot exceed 24 hours on each of the ${daysPerWeek} days worked (${24 * daysPerWeek}); got ${hoursPerWeek.toFixed()}`,
      );
    });
  }
  const workDays = daysPerWeek !== undefined ? WEEKS_PER_YEAR * daysPerWeek : undefined;
  if (workDays !== undefined && holidays !== undefined && vacation !== undefined && holidays + vacation >= workDays) {
    v.read(() => {
      throw invalidParameter(
        holidays >= workDays ? 'holidays_per_year' : 'vacation_per_year',
        `holidays plus vacation days (${holidays + vacation}) must leave some of the ${workDays} working days of the year (52 × ${daysPerWeek})`,
      );
    });
  }
  v.done();

  const s = salary!;
  const H = hoursPerWeek!;
  const D = new FinanceDecimal(daysPerWeek!);
  const one = new FinanceDecimal(1);
  const W = new FinanceDecimal(workDays! - holidays! - vacation!);

  let annual: Ratio;
  if (period === 'hour') annual = { num: s.mul(H).mul(WEEKS_PER_YEAR), den: one };
  else if (period === 'day') annual = { num: s.mul(D).mul(WEEKS_PER_YEAR), den: one };
  else annual = { num: s.mul(PER_YEAR[period!]), den: one };

  // Hourly and daily pay is earned only on days worked (W of them, H / D hours each); a periodic salary is the same
  // sum however many days are worked.
  let adjusted: Ratio;
  if (period === 'hour') adjusted = { num: s.mul(H).mul(W), den: D };
  else if (period === 'day') adjusted = { num: s.mul(W), den: one };
  else adjusted = annual;

  return {
    Salary: figures(
      annual,
      { num: H.mul(WEEKS_PER_YEAR), den: one },
      { num: D.mul(WEEKS_PER_YEAR), den: one },
      money!,
    ),
    adjusted: figures(adjusted, { num: W.mul(H), den: D }, { num: W, den: one }, money!),
    working_days_per_year: W.toNumber(),
  };
}
