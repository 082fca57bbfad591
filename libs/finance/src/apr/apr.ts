import { invalidParameter } from '../../../platform/src/problems/invalid-parameter.error';
import { scheduledPayment } from '../amortization/annuity-payment';
import { periodicRate } from '../amortization/periodic-rate';
import { FinanceDecimal, type Decimal } from '../core/finance-decimal';
import { createMoneyFormatter } from '../format/money-formatter';
import type { Money, OutputOptions } from '../format/output-options';
import { formatPercent } from '../format/text';
import { IssueCollector } from '../input/issue-collector';
import { readTermMonths } from '../input/loan-limits';
import { toMinorUnits } from '../input/money-input';
import { readAmount, readOptionalAmount, readRate, type NumericInput } from '../input/numeric-input';

/** Parameters of an APR calculation: a /loan plus the fees paid out of the loan. */
export interface AprInput extends OutputOptions {
  loan: NumericInput;
  /** Nominal annual rate, percent. */
  rate: NumericInput;
  /** Number of monthly payments, 1-600. */
  term: NumericInput;
  /** Fees and charges deducted from what the borrower receives; default 0. */
  fees?: NumericInput;
}

export interface AprResult {
  /** Annual percentage rate with three decimals, e.g. `6.254%`. */
  apr: string;
  interest_rate: string;
  monthly_payment: Money;
  /** loan − fees: what the borrower actually receives. */
  amount_financed: Money;
  fees: Money;
}

/** Accuracy of the solved annual rate (as a fraction, i.e. 1e-7 percentage points). */
const TOLERANCE = new FinanceDecimal('1e-9');

/** Present value of `periods` payments of 1 at periodic rate i: (1 − (1+i)^−n) / i, or n at 0. */
function annuityFactor(i: Decimal, periods: number): Decimal {
  if (i.isZero()) return new FinanceDecimal(periods);
  return new FinanceDecimal(1).minus(i.plus(1).pow(-periods)).div(i);
}

/**
 * The annual rate (percent, nominal: periodic rate × periodsPerYear) at which `periods` level payments of `payment`
 * are worth exactly `financed` today. Bisection on the periodic rate (the present value falls as the rate rises),
 * to within 1e-9 of the annual rate. A payment stream worth no more than `financed` at 0% gives 0.
 */
export function solveApr(financed: Decimal, payment: Decimal, periods: number, periodsPerYear = 12): Decimal {
  const excess = (i: Decimal) => payment.mul(annuityFactor(i, periods)).minus(financed);
  if (excess(new FinanceDecimal(0)).lte(0)) return new FinanceDecimal(0);
  let lo = new FinanceDecimal(0);
  let hi = new FinanceDecimal('0.01');
  while (excess(hi).gt(0)) {
    lo = hi;
    hi = hi.mul(2);
    if (hi.gt(1000)) return hi.mul(periodsPerYear).mul(100); // unreachable for valid loans; guards the loop
  }
  const width = TOLERANCE.div(periodsPerYear);
  while (hi.minus(lo).gt(width)) {
    const mid = lo.plus(hi).div(2);
    if (excess(mid).gt(0)) lo = mid;
    else hi = mid;
  }
  return lo.plus(hi).div(2).mul(periodsPerYear).mul(100);
}

/**
 * APR including fees: the payment of the loan at its nominal rate (rounded, as in the /loan schedule) is set against
 * the amount the borrower receives (loan − fees), and the rate that equates them is the APR.
 * @throws InvalidParameterError naming every bad parameter; `fees` must be less than `loan`.
 */
export function calculateApr(input: AprInput): AprResult {
  const v = new IssueCollector();
  const money = v.read(() => createMoneyFormatter(input));
  const amount = v.read(() => readAmount('loan', input.loan));
  const rate = v.read(() => readRate('rate', input.rate));
  const term = v.read(() => readTermMonths('term', input.term));
  const feeAmount = v.read(() => readOptionalAmount('fees', input.fees));
  const principal = money && amount ? v.read(() => toMinorUnits('loan', amount, money)) : undefined;
  const fees = money && feeAmount ? v.read(() => toMinorUnits('fees', feeAmount, money, true)) : undefined;
  v.done();
  const m = money!;
  if (fees! >= principal!) {
    throw invalidParameter('fees', `must be less than loan (${m.minor(principal!)}); got ${m.minor(fees!)}`);
  }
  const payment = scheduledPayment(principal!, periodicRate(rate!, 12), term!);
  const apr = solveApr(m.toDecimal(principal! - fees!), m.toDecimal(payment), term!);
  return {
    apr: `${apr.toFixed(3)}%`,
    interest_rate: formatPercent(rate!),
    monthly_payment: m.minor(payment),
    amount_financed: m.minor(principal! - fees!),
    fees: m.minor(fees!),
  };
}
