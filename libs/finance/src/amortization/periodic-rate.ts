import type { Decimal } from '../core/finance-decimal';

/**
 * The interest rate of one payment period as an exact fraction num/den: the annual percent divided by
 * 100 × periods per year (the "true periodic rate" of Excel PMT and numpy-financial). Kept as a fraction so every
 * interest amount is rounded from its exact value, never from a truncated decimal.
 */
export interface PeriodicRate {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** @param annualPercent a finite, non-negative rate such as 6 or 5.125 (percent per year). */
export function periodicRate(annualPercent: Decimal, periodsPerYear: number): PeriodicRate {
  const dp = annualPercent.decimalPlaces();
  let num = BigInt(annualPercent.mul(10 ** dp).toFixed(0));
  let den = 100n * BigInt(periodsPerYear) * 10n ** BigInt(dp);
  const g = num === 0n ? den : gcd(num, den);
  num /= g;
  den /= g;
  return { num, den };
}

export function isZeroRate(rate: PeriodicRate): boolean {
  return rate.num === 0n;
}
