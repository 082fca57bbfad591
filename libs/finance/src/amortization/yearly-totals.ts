import type { AmortizationRow } from './amortize';

/** Sums of one year of a schedule, minor units. */
export interface YearTotals {
  readonly year: number;
  readonly payment: bigint;
  readonly interest: bigint;
  readonly principal: bigint;
  /** Balance after the year's last payment. */
  readonly endingBalance: bigint;
}

/**
 * Groups rows by the year `yearOf` assigns (a calendar year when payments have dates, else the loan year
 * 1, 2, ...). Rows must come in payment order; the sums of all groups equal the schedule's totals exactly.
 */
export function yearlyTotals(rows: readonly AmortizationRow[], yearOf: (row: AmortizationRow) => number): YearTotals[] {
  const out: YearTotals[] = [];
  let current: { year: number; payment: bigint; interest: bigint; principal: bigint; endingBalance: bigint } | null =
    null;
  for (const row of rows) {
    const year = yearOf(row);
    if (!current || current.year !== year) {
      if (current) out.push(current);
      current = { year, payment: 0n, interest: 0n, principal: 0n, endingBalance: 0n };
    }
    current.payment += row.payment;
    current.interest += row.interest;
    current.principal += row.principal;
    current.endingBalance = row.balance;
  }
  if (current) out.push(current);
  return out;
}

/** Loan year of a row when payments come `periodsPerYear` times a year: periods 1..12 are year 1 for monthly. */
export function loanYear(periodsPerYear: number): (row: AmortizationRow) => number {
  return (row) => Math.ceil(row.period / periodsPerYear);
}
