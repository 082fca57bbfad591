import type { PeriodicRate } from './periodic-rate';

/** One payment period; every amount in integer minor units. */
export interface AmortizationRow {
  /** 1-based payment number. */
  readonly period: number;
  /** Everything paid in the period: interest + principal (regular payment plus any extra). */
  readonly payment: bigint;
  readonly interest: bigint;
  readonly principal: bigint;
  /** Balance left after the payment; never negative, exactly 0 after the last row. */
  readonly balance: bigint;
}

export interface AmortizationTerms {
  /** Amount financed, minor units, > 0. */
  readonly principal: bigint;
  readonly rate: PeriodicRate;
  /** Regular payment, minor units; must exceed the first period's interest. */
  readonly payment: bigint;
  /** Additional principal paid every period. */
  readonly extra?: bigint;
  /** The payment number that settles whatever is left (the loan term); omit for "until paid off". */
  readonly finalPeriod?: number;
  /** Stop (incomplete) after this many rows when no finalPeriod settles the loan. */
  readonly rowLimit?: number;
}

export interface AmortizationSchedule {
  readonly rows: AmortizationRow[];
  /** False only when rowLimit was reached with a balance left. */
  readonly complete: boolean;
  readonly totalPayment: bigint;
  readonly totalInterest: bigint;
  readonly totalPrincipal: bigint;
}

/**
 * Builds the schedule: each period's interest is the balance times the periodic rate, rounded half-up; the rest of
 * the payment (plus extra) reduces the balance. A period whose payment would reach or pass the balance, and the
 * final period of the term, pay exactly the balance plus that period's interest, so the last balance is exactly zero
 * and the principal column sums to the amount financed. Works in bigint minor units: exact and allocation-light.
 */
export function amortize(terms: AmortizationTerms): AmortizationSchedule {
  const { rate } = terms;
  const extra = terms.extra ?? 0n;
  const finalPeriod = terms.finalPeriod ?? Number.POSITIVE_INFINITY;
  const rowLimit = terms.rowLimit ?? finalPeriod;
  const zeroRate = rate.num === 0n;
  const twoNum = 2n * rate.num;
  const twoDen = 2n * rate.den;
  const rows: AmortizationRow[] = [];
  let balance = terms.principal;
  let totalPayment = 0n;
  let totalInterest = 0n;
  let period = 0;
  while (balance > 0n) {
    if (period >= rowLimit) break;
    period++;
    // Half-up rounding of balance·num/den without leaving integers.
    const interest = zeroRate ? 0n : (balance * twoNum + rate.den) / twoDen;
    let principal = terms.payment + extra - interest;
    if (period >= finalPeriod || principal >= balance) principal = balance;
    const payment = principal + interest;
    balance -= principal;
    totalPayment += payment;
    totalInterest += interest;
    rows.push({ period, payment, interest, principal, balance });
  }
  return {
    rows,
    complete: balance === 0n,
    totalPayment,
    totalInterest,
    totalPrincipal: terms.principal - balance,
  };
}
