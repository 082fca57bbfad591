import { roundHalfUpRatio } from '../core/finance-decimal';
import type { PeriodicRate } from './periodic-rate';

/**
 * The level payment that repays `principal` (minor units) over `periods` payments at `rate`, rounded half-up to a
 * minor unit: P = L·r / (1 − (1 + r)^−n), or L / n at 0%.
 *
 * With r = a/b the formula is the exact fraction L·a·(a+b)^n / (b·((a+b)^n − b^n)), evaluated in bigint so the
 * rounding is decided on the exact value.
 */
export function annuityPayment(principal: bigint, rate: PeriodicRate, periods: number): bigint {
  const n = BigInt(periods);
  if (rate.num === 0n) return roundHalfUpRatio(principal, n);
  const grown = (rate.den + rate.num) ** n;
  const base = rate.den ** n;
  return roundHalfUpRatio(principal * rate.num * grown, rate.den * (grown - base));
}

/** Interest of one period on `balance`, rounded half-up to a minor unit. */
export function periodInterest(balance: bigint, rate: PeriodicRate): bigint {
  return rate.num === 0n ? 0n : roundHalfUpRatio(balance * rate.num, rate.den);
}

/**
 * The payment a schedule actually uses: the rounded annuity payment, raised when needed so that it exceeds the first
 * period's interest by at least one minor unit. That only matters in extreme cases (e.g. 100% a year over 50 years,
 * or a few cents over many months at 0%), where rounding would otherwise leave a payment that never reduces the debt.
 */
export function scheduledPayment(principal: bigint, rate: PeriodicRate, periods: number): bigint {
  const payment = annuityPayment(principal, rate, periods);
  const floor = periodInterest(principal, rate) + 1n;
  return payment < floor ? floor : payment;
}
