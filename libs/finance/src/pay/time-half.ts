import { invalidParameter } from '../../../platform/src/problems/invalid-parameter.error';
import { createMoneyFormatter } from '../format/money-formatter';
import type { Money, OutputOptions } from '../format/output-options';
import { IssueCollector } from '../input/issue-collector';
import { readAmount, readBoundedDecimal, readOptionalBoundedDecimal, type NumericInput } from '../input/numeric-input';

/** Parameters of GET /time-half. */
export interface TimeHalfInput extends OutputOptions {
  standard_rate: NumericInput;
  regular_hours: NumericInput;
  /** Hours paid at 1.5 × the standard rate; default 0. */
  hours_time_half?: NumericInput;
  /** Hours paid at 2 ×; default 0. */
  hours_double?: NumericInput;
  /** Hours paid at 3 ×; default 0. */
  hours_triple?: NumericInput;
}

export interface TimeHalfResult {
  pay_rates: { double: Money; standard: Money; time_half: Money; triple: Money };
  total_amount_earned: Money;
  total_double: Money;
  total_regular_pay: Money;
  total_time_half: Money;
  total_triple: Money;
}

/** Hours in a leap year: the most the four hour counts may add up to. */
const MAX_HOURS = 8784;

/**
 * GET /time-half: time-and-a-half, double and triple rates are 1.5, 2 and 3 times the standard rate. Each total is
 * rate × hours rounded to minor units; total_amount_earned adds the rounded totals.
 * @throws InvalidParameterError naming every bad parameter.
 */
export function calculateTimeHalf(input: TimeHalfInput): TimeHalfResult {
  const v = new IssueCollector();
  const money = v.read(() => createMoneyFormatter(input));
  const rate = v.read(() => readAmount('standard_rate', input.standard_rate));
  const hours = (param: string, value: unknown, required: boolean) =>
    v.read(() =>
      required
        ? readBoundedDecimal(param, value, 0, MAX_HOURS, 'hours')
        : readOptionalBoundedDecimal(param, value, 0, 0, MAX_HOURS, 'hours'),
    );
  const regular = hours('regular_hours', input.regular_hours, true);
  const half = hours('hours_time_half', input.hours_time_half, false);
  const double = hours('hours_double', input.hours_double, false);
  const triple = hours('hours_triple', input.hours_triple, false);
  if (regular && half && double && triple && regular.plus(half).plus(double).plus(triple).gt(MAX_HOURS)) {
    v.read(() => {
      throw invalidParameter('regular_hours', `all hours together cannot exceed ${MAX_HOURS} (the hours of a leap year)`);
    });
  }
  v.done();
  const m = money!;
  const s = rate!;
  const halfRate = s.mul('1.5');
  const doubleRate = s.mul(2);
  const tripleRate = s.mul(3);
  const totals = [s.mul(regular!), halfRate.mul(half!), doubleRate.mul(double!), tripleRate.mul(triple!)].map((x) =>
    m.toMinor(x),
  );
  const [tRegular, tHalf, tDouble, tTriple] = totals;
  return {
    pay_rates: {
      double: m.decimal(doubleRate),
      standard: m.decimal(s),
      time_half: m.decimal(halfRate),
      triple: m.decimal(tripleRate),
    },
    total_amount_earned: m.minor(tRegular + tHalf + tDouble + tTriple),
    total_double: m.minor(tDouble),
    total_regular_pay: m.minor(tRegular),
    total_time_half: m.minor(tHalf),
    total_triple: m.minor(tTriple),
  };
}
