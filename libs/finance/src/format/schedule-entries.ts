import type { AmortizationRow } from '../amortization/amortize';
import type { YearTotals } from '../amortization/yearly-totals';
import type { MoneyFormatter } from './money-formatter';
import type { Money } from './output-options';

/** A /loan schedule row (spec: period, payment, interest, principal, balance), plus `date` when a start is given. */
export interface LoanScheduleEntry {
  period: number;
  date?: string;
  payment: Money;
  interest: Money;
  principal: Money;
  balance: Money;
}

/** Money columns of the mortgage, auto and fixed-payment schedules. */
export interface AmortizationAmounts {
  date?: string;
  payment: Money;
  interest_payment: Money;
  principal_payment: Money;
  remaining_balance: Money;
}

/** A monthly schedule row (spec shape). */
export interface MonthlyAmortizationEntry extends AmortizationAmounts {
  month: number;
}

/** A row of a non-monthly mortgage schedule: `period` counts payments of the chosen frequency. */
export interface PeriodAmortizationEntry extends AmortizationAmounts {
  period: number;
}

/** Sums of one year of payments (calendar year with a start_date, else loan year 1, 2, ...). */
export interface YearlyTotalEntry {
  year: number;
  payment: Money;
  interest: Money;
  principal: Money;
  ending_balance: Money;
}

export type DateOf = ((period: number) => string) | undefined;

export function loanEntries(
  rows: readonly AmortizationRow[],
  money: MoneyFormatter,
  dateOf: DateOf,
): LoanScheduleEntry[] {
  return rows.map((r) => {
    const entry: LoanScheduleEntry = { period: r.period } as LoanScheduleEntry;
    if (dateOf) entry.date = dateOf(r.period);
    entry.payment = money.minor(r.payment);
    entry.interest = money.minor(r.interest);
    entry.principal = money.minor(r.principal);
    entry.balance = money.minor(r.balance);
    return entry;
  });
}

function amounts(target: AmortizationAmounts, r: AmortizationRow, money: MoneyFormatter, dateOf: DateOf): void {
  if (dateOf) target.date = dateOf(r.period);
  target.payment = money.minor(r.payment);
  target.interest_payment = money.minor(r.interest);
  target.principal_payment = money.minor(r.principal);
  target.remaining_balance = money.minor(r.balance);
}

export function monthlyEntries(
  rows: readonly AmortizationRow[],
  money: MoneyFormatter,
  dateOf: DateOf,
): MonthlyAmortizationEntry[] {
  return rows.map((r) => {
    const entry = { month: r.period } as MonthlyAmortizationEntry;
    amounts(entry, r, money, dateOf);
    return entry;
  });
}

export function periodEntries(
  rows: readonly AmortizationRow[],
  money: MoneyFormatter,
  dateOf: DateOf,
): PeriodAmortizationEntry[] {
  return rows.map((r) => {
    const entry = { period: r.period } as PeriodAmortizationEntry;
    amounts(entry, r, money, dateOf);
    return entry;
  });
}

export function yearlyTotalEntries(totals: readonly YearTotals[], money: MoneyFormatter): YearlyTotalEntry[] {
  return totals.map((t) => ({
    year: t.year,
    payment: money.minor(t.payment),
    interest: money.minor(t.interest),
    principal: money.minor(t.principal),
    ending_balance: money.minor(t.endingBalance),
  }));
}
