import { invalidParameter } from '../../../platform/src/problems/invalid-parameter.error';
import { amortize } from '../amortization/amortize';
import { periodInterest } from '../amortization/annuity-payment';
import { periodicRate } from '../amortization/periodic-rate';
import { scheduleCalendar } from '../amortization/schedule-calendar';
import { yearlyTotals } from '../amortization/yearly-totals';
import { formatCalendarDate } from '../dates/calendar-date';
import { createMoneyFormatter } from '../format/money-formatter';
import type { Money, OutputOptions } from '../format/output-options';
import {
  monthlyEntries,
  yearlyTotalEntries,
  type MonthlyAmortizationEntry,
  type YearlyTotalEntry,
} from '../format/schedule-entries';
import { formatPercent } from '../format/text';
import { IssueCollector } from '../input/issue-collector';
import { MAX_TERM_MONTHS, readStartDate } from '../input/loan-limits';
import { toMinorUnits } from '../input/money-input';
import { readAmount, readRate, type NumericInput } from '../input/numeric-input';

/** Parameters of GET /fixed-payment. */
export interface FixedPaymentInput extends OutputOptions {
  amount: NumericInput;
  /** The payment the borrower intends to make every month. */
  monthly_payment: NumericInput;
  /** Annual interest rate, percent. */
  rate: NumericInput;
  start_date?: string;
}

/** FixedPaymentResult of the spec, plus the documented extra fields after `total_principal`. */
export interface FixedPaymentResult {
  amortization_schedule: MonthlyAmortizationEntry[];
  interest_rate: string;
  loan_amount: Money;
  /** `<y> years, <m> months`. */
  loan_duration: string;
  monthly_payment: Money;
  term_months: number;
  total_interest: Money;
  total_payment: Money;
  total_principal: Money;
  start_date?: string;
  payoff_date?: string;
  yearly_totals: YearlyTotalEntry[];
}

/** `<y> years, <m> months`, in the spec's fixed form (also for 1: "1 years, 1 months"), so clients can parse it. */
export function formatDuration(months: number): string {
  return `${Math.floor(months / 12)} years, ${months % 12} months`;
}

/**
 * GET /fixed-payment: how long a fixed monthly payment takes to repay the amount. Every row but the last pays the
 * given amount; the last pays what is left plus its interest, so it is usually smaller.
 * @throws InvalidParameterError on `monthly_payment` when it never repays the loan (at or below the first month's
 * interest) or would take more than 600 months; and naming any other bad parameter.
 */
export function calculateFixedPayment(input: FixedPaymentInput): FixedPaymentResult {
  const v = new IssueCollector();
  const money = v.read(() => createMoneyFormatter(input));
  const amount = v.read(() => readAmount('amount', input.amount));
  const paymentAmount = v.read(() => readAmount('monthly_payment', input.monthly_payment));
  const rate = v.read(() => readRate('rate', input.rate));
  const start = v.read(() => readStartDate('start_date', input.start_date));
  const principal = money && amount ? v.read(() => toMinorUnits('amount', amount, money)) : undefined;
  const payment =
    money && paymentAmount ? v.read(() => toMinorUnits('monthly_payment', paymentAmount, money)) : undefined;
  v.done();
  const m = money!;

  const periodic = periodicRate(rate!, 12);
  const firstInterest = periodInterest(principal!, periodic);
  if (payment! <= firstInterest) {
    throw invalidParameter(
      'monthly_payment',
      `never pays off: ${m.minor(payment!)} does not exceed the first month's interest, which is ${m.minor(firstInterest)}`,
    );
  }
  const schedule = amortize({ principal: principal!, rate: periodic, payment: payment!, rowLimit: MAX_TERM_MONTHS });
  if (!schedule.complete) {
    throw invalidParameter(
      'monthly_payment',
      `too small: ${m.minor(payment!)} a month would take more than ${MAX_TERM_MONTHS} months (50 years, the longest loan term) to repay ${m.minor(principal!)}`,
    );
  }
  const months = schedule.rows.length;
  const calendar = scheduleCalendar(start, 'monthly');
  return {
    amortization_schedule: monthlyEntries(schedule.rows, m, calendar.dateOf),
    interest_rate: formatPercent(rate!),
    loan_amount: m.minor(principal!),
    loan_duration: formatDuration(months),
    monthly_payment: m.minor(payment!),
    term_months: months,
    total_interest: m.minor(schedule.totalInterest),
    total_payment: m.minor(schedule.totalPayment),
    total_principal: m.minor(schedule.totalPrincipal),
    ...(calendar.dateOf && {
      start_date: formatCalendarDate(start!),
      payoff_date: calendar.dateOf(months),
    }),
    yearly_totals: yearlyTotalEntries(yearlyTotals(schedule.rows, calendar.yearOf), m),
  };
}
