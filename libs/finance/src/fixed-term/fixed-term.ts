import { amortize } from '../amortization/amortize';
import { scheduledPayment } from '../amortization/annuity-payment';
import { periodicRate } from '../amortization/periodic-rate';
import { loanYear, yearlyTotals } from '../amortization/yearly-totals';
import { createMoneyFormatter } from '../format/money-formatter';
import type { Money, OutputOptions } from '../format/output-options';
import { formatPercent } from '../format/text';
import { IssueCollector } from '../input/issue-collector';
import { readTermYears } from '../input/loan-limits';
import { toMinorUnits } from '../input/money-input';
import { readAmount, readRate, type NumericInput } from '../input/numeric-input';

/** Parameters of GET /fixed-term. */
export interface FixedTermInput extends OutputOptions {
  amount: NumericInput;
  term_years: NumericInput;
  /** Annual interest rate, percent. */
  rate: NumericInput;
}

/** One loan year: the sums of its 12 monthly rows and the balance after the last of them. */
export interface FixedTermYearEntry {
  year: number;
  payment: Money;
  interest_payment: Money;
  principal_payment: Money;
  remaining_balance: Money;
}

/** FixedTermResult of the spec. */
export interface FixedTermResult {
  amortization_schedule: FixedTermYearEntry[];
  interest_rate: string;
  loan_amount: Money;
  monthly_payment: Money;
  term_years: number;
  total_interest: Money;
  total_payment: Money;
}

/**
 * GET /fixed-term: a monthly loan of term_years × 12 payments, reported by year. The final balance is exactly zero
 * (written `$0.00`, never with a minus sign).
 * @throws InvalidParameterError naming every bad parameter.
 */
export function calculateFixedTerm(input: FixedTermInput): FixedTermResult {
  const v = new IssueCollector();
  const money = v.read(() => createMoneyFormatter(input));
  const amount = v.read(() => readAmount('amount', input.amount));
  const years = v.read(() => readTermYears('term_years', input.term_years));
  const rate = v.read(() => readRate('rate', input.rate));
  const principal = money && amount ? v.read(() => toMinorUnits('amount', amount, money)) : undefined;
  v.done();
  const m = money!;

  const periodic = periodicRate(rate!, 12);
  const payment = scheduledPayment(principal!, periodic, years! * 12);
  const schedule = amortize({ principal: principal!, rate: periodic, payment, finalPeriod: years! * 12 });
  return {
    amortization_schedule: yearlyTotals(schedule.rows, loanYear(12)).map((y) => ({
      year: y.year,
      payment: m.minor(y.payment),
      interest_payment: m.minor(y.interest),
      principal_payment: m.minor(y.principal),
      remaining_balance: m.minor(y.endingBalance),
    })),
    interest_rate: formatPercent(rate!),
    loan_amount: m.minor(principal!),
    monthly_payment: m.minor(payment),
    term_years: years!,
    total_interest: m.minor(schedule.totalInterest),
    total_payment: m.minor(schedule.totalPayment),
  };
}
