/**
 * Independent references for the calculator e2e tests: the closed annuity formula in floating point, a cent-exact
 * row-by-row simulation in integer arithmetic, and an APR found by float bisection. None of them uses libs/finance.
 */

/** Level payment of `principal` over `n` periods at `annualPercent` / `perYear` per period, rounded to cents. */
export function annuityPayment(principal: number, annualPercent: number, n: number, perYear = 12): number {
  const r = annualPercent / 100 / perYear;
  const exact = r === 0 ? principal / n : (principal * r) / (1 - (1 + r) ** -n);
  return Math.round(exact * 100) / 100;
}

/** Number of payments of `payment` needed to repay `principal` (the last one partial), from the closed formula. */
export function paymentsNeeded(principal: number, annualPercent: number, payment: number, perYear = 12): number {
  const r = annualPercent / 100 / perYear;
  return Math.ceil(-Math.log(1 - (r * principal) / payment) / Math.log(1 + r));
}

export interface SimulatedLoan {
  rows: number;
  totalInterestCents: number;
  totalPaidCents: number;
}

/**
 * A monthly schedule in whole cents for an integer annual percent: interest = balance × p / 1200 rounded half-up
 * (floor((2·b·p + 1200) / 2400) is exact in integers); the final period, or any row that would reach the balance,
 * pays the balance plus its interest.
 */
export function simulateLoan(principalCents: number, annualPercent: number, paymentCents: number, n: number, extraCents = 0): SimulatedLoan {
  let balance = principalCents;
  let rows = 0;
  let totalInterestCents = 0;
  let totalPaidCents = 0;
  while (balance > 0) {
    rows += 1;
    const interest = Math.floor((2 * balance * annualPercent + 1200) / 2400);
    totalInterestCents += interest;
    const due = paymentCents + extraCents;
    if (rows === n || due >= balance + interest) {
      totalPaidCents += balance + interest;
      balance = 0;
    } else {
      totalPaidCents += due;
      balance -= due - interest;
    }
  }
  return { rows, totalInterestCents, totalPaidCents };
}

/** The annual rate (percent) at which `n` monthly payments of `payment` are worth `received` today. */
export function aprByBisection(received: number, payment: number, n: number): number {
  const pv = (i: number) => (i === 0 ? payment * n : (payment * (1 - (1 + i) ** -n)) / i);
  let lo = 0;
  let hi = 1;
  for (let k = 0; k < 200; k++) {
    const mid = (lo + hi) / 2;
    if (pv(mid) > received) lo = mid;
    else hi = mid;
  }
  return ((lo + hi) / 2) * 1200;
}

/** `$1,234.56` or `$1234.56` → 1234.56 (USD strings only). */
export function dollars(text: string): number {
  return Number(text.replace(/[$,]/g, ''));
}

/** 1234.5 → `$1,234.50`, the spec's grouped form. */
export function usd(value: number, grouping = true): string {
  const fixed = value.toFixed(2);
  const [whole, cents] = fixed.split('.');
  return `$${grouping ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole}.${cents}`;
}
