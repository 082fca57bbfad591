import { amortize } from '../amortization/amortize';
import { scheduledPayment } from '../amortization/annuity-payment';
import { periodicRate } from '../amortization/periodic-rate';
import { scheduleCalendar } from '../amortization/schedule-calendar';
import { yearlyTotals } from '../amortization/yearly-totals';
import { formatCalendarDate } from '../dates/calendar-date';
import { createMoneyFormatter } from '../format/money-formatter';
import type { Money, OutputOptions } from '../format/output-options';
import {
  loanEntries,
  yearlyTotalEntries,
  type LoanScheduleEntry,
  type YearlyTotalEntry,
} from '../format/schedule-entries';
import { formatPercent } from '../format/text';
import { IssueCollector } from '../input/issue-collector';
import { readStartDate, readTermMonths } from '../input/loan-limits';
import { toMinorUnits } from '../input/money-input';
import { readAmount, readOptionalAmount, readRate, type NumericInput } from '../input/numeric-input';
import { parseLoanType, type LoanType } from './loan-type';

/** Parameters of GET /loan. */
export interface LoanInput extends OutputOptions {
  /** Amount borrowed. */
  loan: NumericInput;
  /** Annual interest rate, percent. */
  rate: NumericInput;
  /** Number of monthly payments, 1-600. */
  term: NumericInput;
  /** mortgage, auto, business, student, medical, personal or other (default). */
  type?: string;
  /** Extra principal paid with every monthly payment; default 0. */
  extra?: NumericInput;
  /** YYYY-MM-DD; dates each row and gives the payoff date. */
  start_date?: string;
}

/** What an extra monthly payment saves compared with the same loan without it. */
export interface ExtraPaymentSavings {
  interest_saved: Money;
  months_saved: number;
}

/** LoanResult of the spec, plus the documented extra fields after `schedule`. */
export interface LoanResult {
  interest_rate: string;
  loan_amount: Money;
  loan_interest: Money;
  loan_type: LoanType;
  monthly_payment: Money;
  /** `<n> months`: the number of payments actually made (fewer with an extra payment). */
  repayment_term: string;
  schedule: LoanScheduleEntry[];
  total_payment: Money;
  extra_payment?: Money;
  extra_payment_savings?: ExtraPaymentSavings;
  start_date?: string;
  payoff_date?: string;
  yearly_totals: YearlyTotalEntry[];
}

/** A LoanResult without its row arrays (`schedule`, `yearly_totals`): what a batch returns with `schedule=summary`. */
export type LoanSummary = Omit<LoanResult, 'schedule' | 'yearly_totals'>;

/**
 * GET /loan: a monthly amortization schedule. The simple loan result carries no thousands separators unless
 * `grouping: true` is asked for.
 * @throws InvalidParameterError naming every bad parameter.
 */
export function calculateLoan(input: LoanInput): LoanResult {
  return computeLoan(input, true) as LoanResult;
}

/**
 * The same loan as {@link calculateLoan} with every figure, but without formatting the rows: formatting is most of
 * the cost of a long schedule and most of the size of a large batch.
 * @throws InvalidParameterError naming every bad parameter.
 */
export function calculateLoanSummary(input: LoanInput): LoanSummary {
  return computeLoan(input, false);
}

function computeLoan(input: LoanInput, withRows: boolean): LoanSummary | LoanResult {
  const v = new IssueCollector();
  const money = v.read(() => createMoneyFormatter(input, false));
  const amount = v.read(() => readAmount('loan', input.loan));
  const rate = v.read(() => readRate('rate', input.rate));
  const term = v.read(() => readTermMonths('term', input.term));
  const type = v.read(() => parseLoanType(input.type));
  const extraAmount = v.read(() => readOptionalAmount('extra', input.extra));
  const start = v.read(() => readStartDate('start_date', input.start_date));
  const principal = money && amount ? v.read(() => toMinorUnits('loan', amount, money)) : undefined;
  const extra = money && extraAmount ? v.read(() => toMinorUnits('extra', extraAmount, money, true)) : undefined;
  v.done();
  // All present once done() has not thrown.
  const m = money!;

  const periodic = periodicRate(rate!, 12);
  const payment = scheduledPayment(principal!, periodic, term!);
  const schedule = amortize({ principal: principal!, rate: periodic, payment, extra: extra!, finalPeriod: term! });
  const calendar = scheduleCalendar(start, 'monthly');

  const plain = extra! > 0n ? amortize({ principal: principal!, rate: periodic, payment, finalPeriod: term! }) : null;
  // Spread in this order so the keys keep the documented order (spec fields first, extras after).
  return {
    interest_rate: formatPercent(rate!),
    loan_amount: m.minor(principal!),
    loan_interest: m.minor(schedule.totalInterest),
    loan_type: type!,
    monthly_payment: m.minor(payment),
    repayment_term: `${schedule.rows.length} months`,
    ...(withRows && { schedule: loanEntries(schedule.rows, m, calendar.dateOf) }),
    total_payment: m.minor(schedule.totalPayment),
    ...(plain && {
      extra_payment: m.minor(extra!),
      extra_payment_savings: {
        interest_saved: m.minor(plain.totalInterest - schedule.totalInterest),
        months_saved: plain.rows.length - schedule.rows.length,
      },
    }),
    ...(calendar.dateOf && {
      start_date: formatCalendarDate(start!),
      payoff_date: calendar.dateOf(schedule.rows.length),
    }),
    ...(withRows && { yearly_totals: yearlyTotalEntries(yearlyTotals(schedule.rows, calendar.yearOf), m) }),
  };
}
