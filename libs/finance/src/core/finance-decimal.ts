import { Decimal } from 'decimal.js';

/**
 * The Decimal constructor every calculation in this library uses. 40 significant digits leave ample headroom for
 * amounts up to 1e12 multiplied by hour and week counts, so rounding to minor units happens once, at the end, on a
 * value that is exact or accurate far beyond the digit being rounded.
 */
export const FinanceDecimal: Decimal.Constructor = Decimal.clone({
  precision: 40,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -45,
  toExpPos: 45,
});

export type { Decimal };

/** Half-up rounding of a non-negative rational num/den (both bigint, den > 0) to an integer. */
export function roundHalfUpRatio(num: bigint, den: bigint): bigint {
  if (num < 0n) return -roundHalfUpRatio(-num, den);
  return (2n * num + den) / (2n * den);
}
