import { invalidParameter } from '../../../platform/src/problems/invalid-parameter.error';
import { amortize } from '../amortization/amortize';
import { scheduledPayment } from '../amortization/annuity-payment';
import { periodicRate } from '../amortization/periodic-rate';
import { scheduleCalendar } from '../amortization/schedule-calendar';
import { yearlyTotals } from '../amortization/yearly-totals';
import type { Decimal } from '../core/finance-decimal';
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
import { readStartDate, readTermMonths } from '../input/loan-limits';
import { toMinorUnits } from '../input/money-input';
import {
  readAmount,
  readOptionalAmount,
  readOptionalBoolean,
  readOptionalPercent,
  readRate,
  type NumericInput,
} from '../input/numeric-input';

/** Parameters of GET/POST /auto. */
export interface AutoLoanInput extends OutputOptions {
  /** Vehicle price. */
  price: NumericInput;
  /** Annual interest rate, percent. */
  rate: NumericInput;
  term_months: NumericInput;
  /** Cash incentives taken off the price. */
  discount?: NumericInput;
  /** Sales tax, percent of the taxable amount. */
  sales_tax_rate?: NumericInput;
  down_payment?: NumericInput;
  other_fees?: NumericInput;
  trade_in_value?: NumericInput;
  /** Add sales tax and fees to the loan instead of paying them upfront; default false. */
  finance_tax_and_fees?: boolean;
  start_date?: string;
}

/** AutoResult of the spec, plus the documented extra fields after `upfront_pay`. */
export interface AutoLoanResult {
  amortization_schedule: MonthlyAmortizationEntry[];
  interest_rate: string;
  loan_amount: Money;
  monthly_payment: Money;
  sales_tax: Money;
  term_months: number;
  total_interest: Money;
  /** Everything paid: upfront_pay + total_monthly_payments (the trade-in is not cash and is not counted). */
  total_loan_cost: Money;
  total_monthly_payments: Money;
  /** down_payment, plus sales tax and fees unless they are financed. */
  upfront_pay: Money;
  finance_tax_and_fees: boolean;
  start_date?: string;
  payoff_date?: string;
  yearly_totals: YearlyTotalEntry[];
}

/**
 * GET/POST /auto. Taxable amount = price − discount − trade-in; sales tax = taxable × rate (half-up to minor
 * units); loan amount = taxable − down payment (+ tax + fees when financed).
 * @throws InvalidParameterError naming every bad parameter.
 */
export function calculateAutoLoan(input: AutoLoanInput): AutoLoanResult {
  const v = new IssueCollector();
  const money = v.read(() => createMoneyFormatter(input));
  const price = v.read(() => readAmount('price', input.price));
  const rate = v.read(() => readRate('rate', input.rate));
  const term = v.read(() => readTermMonths('term_months', input.term_months));
  const discount = v.read(() => readOptionalAmount('discount', input.discount));
  const taxRate = v.read(() => readOptionalPercent('sales_tax_rate', input.sales_tax_rate));
  const down = v.read(() => readOptionalAmount('down_payment', input.down_payment));
  const fees = v.read(() => readOptionalAmount('other_fees', input.other_fees));
  const tradeIn = v.read(() => readOptionalAmount('trade_in_value', input.trade_in_value));
  const financeExtras = v.read(() => readOptionalBoolean('finance_tax_and_fees', input.finance_tax_and_fees, false));
  const start = v.read(() => readStartDate('start_date', input.start_date));
  v.done();
  const m = money!;
  const units = (param: string, value: Decimal, allowZero: boolean) =>
    v.read(() => toMinorUnits(param, value, m, allowZero));
  const priceU = units('price', price!, false);
  const discountU = units('discount', discount!, true);
  const downU = units('down_payment', down!, true);
  const feesU = units('other_fees', fees!, true);
  const tradeU = units('trade_in_value', tradeIn!, true);
  v.done();

  if (discountU! > priceU!) {
    throw invalidParameter('discount', `must not exceed price (${m.minor(priceU!)}); got ${m.minor(discountU!)}`);
  }
  const taxable = priceU! - discountU! - tradeU!;
  if (taxable < 0n) {
    throw invalidParameter(
      'trade_in_value',
      `price minus discount (${m.minor(priceU! - discountU!)}) must cover the trade-in; got ${m.minor(tradeU!)}`,
    );
  }
  const salesTax = m.toMinor(m.toDecimal(taxable).mul(taxRate!).div(100));
  const loan = taxable - downU! + (financeExtras ? salesTax + feesU! : 0n);
  if (loan <= 0n) {
    throw invalidParameter(
      'down_payment',
      `leaves nothing to finance: the amount before the down payment is ${m.minor(loan + downU!)}; got ${m.minor(downU!)}`,
    );
  }
  const upfront = downU! + (financeExtras ? 0n : salesTax + feesU!);

  const periodic = periodicRate(rate!, 12);
  const payment = scheduledPayment(loan, periodic, term!);
  const schedule = amortize({ principal: loan, rate: periodic, payment, finalPeriod: term! });
  const calendar = scheduleCalendar(start, 'monthly');
  return {
    amortization_schedule: monthlyEntries(schedule.rows, m, calendar.dateOf),
    interest_rate: formatPercent(rate!),
    loan_amount: m.minor(loan),
    monthly_payment: m.minor(payment),
    sales_tax: m.minor(salesTax),
    term_months: term!,
    total_interest: m.minor(schedule.totalInterest),
    total_loan_cost: m.minor(upfront + schedule.totalPayment),
    total_monthly_payments: m.minor(schedule.totalPayment),
    upfront_pay: m.minor(upfront),
    finance_tax_and_fees: financeExtras!,
    ...(calendar.dateOf && {
      start_date: formatCalendarDate(start!),
      payoff_date: calendar.dateOf(schedule.rows.length),
    }),
    yearly_totals: yearlyTotalEntries(yearlyTotals(schedule.rows, calendar.yearOf), m),
  };
}
