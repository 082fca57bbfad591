import { invalidParameter } from '../../../platform/src/problems/invalid-parameter.error';
import { amortize } from '../amortization/amortize';
import { periodInterest, scheduledPayment } from '../amortization/annuity-payment';
import { parsePaymentFrequency, periodsPerYear, type PaymentFrequency } from '../amortization/payment-frequency';
import { periodicRate } from '../amortization/periodic-rate';
import { scheduleCalendar } from '../amortization/schedule-calendar';
import { yearlyTotals } from '../amortization/yearly-totals';
import { roundHalfUpRatio } from '../core/finance-decimal';
import { formatCalendarDate } from '../dates/calendar-date';
import { createMoneyFormatter } from '../format/money-formatter';
import type { Money, OutputOptions } from '../format/output-options';
import {
  monthlyEntries,
  periodEntries,
  yearlyTotalEntries,
  type MonthlyAmortizationEntry,
  type PeriodAmortizationEntry,
  type YearlyTotalEntry,
} from '../format/schedule-entries';
import { formatPercent } from '../format/text';
import { IssueCollector } from '../input/issue-collector';
import { readStartDate, readTermYears } from '../input/loan-limits';
import { toMinorUnits } from '../input/money-input';
import {
  isMissing,
  readAmount,
  readOptionalAmount,
  readOptionalBoolean,
  readRate,
  type NumericInput,
} from '../input/numeric-input';

/** Parameters of GET /mortgage. */
export interface MortgageInput extends OutputOptions {
  /** Price of the home. */
  amount: NumericInput;
  /** Annual interest rate, percent. */
  rate: NumericInput;
  term_years: NumericInput;
  /** monthly (default), semi-monthly, bi-weekly, weekly or accelerated-bi-weekly. */
  frequency?: string;
  /** Same as frequency=accelerated-bi-weekly. */
  accelerated_biweekly?: boolean;
  down_payment?: NumericInput;
  start_date?: string;
}

/** MortgageResult of the spec, plus the documented extra fields after `total_payment`. */
export interface MortgageResult {
  amortization_freq: PaymentFrequency;
  /** `month` keys for the monthly frequency (spec shape), `period` keys for the others. */
  amortization_schedule: MonthlyAmortizationEntry[] | PeriodAmortizationEntry[];
  down_payment: Money;
  interest_rate: string;
  loan_amount: Money;
  /** The contract term: term_years × 12, whatever the frequency. */
  loan_term_months: number;
  /** Payment of a monthly schedule for this loan, whatever the frequency (compare with periodic_payment). */
  monthly_payment: Money;
  total_interest: Money;
  total_payment: Money;
  /** The regular payment at the chosen frequency (equals monthly_payment for monthly). */
  periodic_payment: Money;
  payments_per_year: number;
  /** Rows in the schedule: term_years × payments_per_year, fewer when accelerated. */
  number_of_payments: number;
  start_date?: string;
  payoff_date?: string;
  yearly_totals: YearlyTotalEntry[];
}

function frequencyOf(input: MortgageInput): PaymentFrequency {
  const frequency = parsePaymentFrequency('frequency', input.frequency);
  if (!readOptionalBoolean('accelerated_biweekly', input.accelerated_biweekly, false)) return frequency;
  const unspecified = isMissing(input.frequency);
  if (unspecified || frequency === 'bi-weekly' || frequency === 'accelerated-bi-weekly') return 'accelerated-bi-weekly';
  throw invalidParameter('accelerated_biweekly', `applies to bi-weekly payments only; frequency is ${frequency}`);
}

/**
 * GET /mortgage. Loan amount = amount − down_payment; the periodic rate is the annual rate divided by the payments
 * per year (12, 24, 26, 52) and there are term_years × that many payments. Accelerated bi-weekly pays half the
 * monthly payment every two weeks until the loan is repaid.
 * @throws InvalidParameterError naming every bad parameter.
 */
export function calculateMortgage(input: MortgageInput): MortgageResult {
  const v = new IssueCollector();
  const money = v.read(() => createMoneyFormatter(input));
  const price = v.read(() => readAmount('amount', input.amount));
  const rate = v.read(() => readRate('rate', input.rate));
  const years = v.read(() => readTermYears('term_years', input.term_years));
  const frequency = v.read(() => frequencyOf(input));
  const downAmount = v.read(() => readOptionalAmount('down_payment', input.down_payment));
  const start = v.read(() => readStartDate('start_date', input.start_date));
  const priceUnits = money && price ? v.read(() => toMinorUnits('amount', price, money)) : undefined;
  const downUnits =
    money && downAmount ? v.read(() => toMinorUnits('down_payment', downAmount, money, true)) : undefined;
  if (priceUnits !== undefined && downUnits !== undefined && downUnits >= priceUnits) {
    v.read(() => {
      const price = money!.minor(priceUnits);
      throw invalidParameter('down_payment', `must be less than amount (${price}); got ${money!.minor(downUnits)}`);
    });
  }
  v.done();
  const m = money!;
  const loan = priceUnits! - downUnits!;
  const freq = frequency!;
  const perYear = periodsPerYear(freq);

  const monthlyPayment = scheduledPayment(loan, periodicRate(rate!, 12), years! * 12);
  const rateOfPeriod = periodicRate(rate!, perYear);
  const maxPeriods = years! * perYear;
  let payment: bigint;
  if (freq === 'accelerated-bi-weekly') {
    const half = roundHalfUpRatio(monthlyPayment, 2n);
    const floor = periodInterest(loan, rateOfPeriod) + 1n;
    payment = half < floor ? floor : half;
  } else {
    payment = scheduledPayment(loan, rateOfPeriod, maxPeriods);
  }
  const schedule = amortize({ principal: loan, rate: rateOfPeriod, payment, finalPeriod: maxPeriods });
  const calendar = scheduleCalendar(start, freq);
  return {
    amortization_freq: freq,
    amortization_schedule:
      freq === 'monthly'
        ? monthlyEntries(schedule.rows, m, calendar.dateOf)
        : periodEntries(schedule.rows, m, calendar.dateOf),
    down_payment: m.minor(downUnits!),
    interest_rate: formatPercent(rate!),
    loan_amount: m.minor(loan),
    loan_term_months: years! * 12,
    monthly_payment: m.minor(monthlyPayment),
    total_interest: m.minor(schedule.totalInterest),
    total_payment: m.minor(schedule.totalPayment),
    periodic_payment: m.minor(payment),
    payments_per_year: perYear,
    number_of_payments: schedule.rows.length,
    ...(calendar.dateOf && {
      start_date: formatCalendarDate(start!),
      payoff_date: calendar.dateOf(schedule.rows.length),
    }),
    yearly_totals: yearlyTotalEntries(yearlyTotals(schedule.rows, calendar.yearOf), m),
  };
}
