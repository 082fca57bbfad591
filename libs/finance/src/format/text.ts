import { FinanceDecimal, type Decimal } from '../core/finance-decimal';

/**
 * A percentage such as `5.00%`: at least `minDecimals` decimals, more only when the rate itself has more
 * (a rate of 5.125 reads `5.125%`, never a rounded `5.13%`).
 */
export function formatPercent(rate: Decimal, minDecimals = 2): string {
  const dp = Math.max(minDecimals, rate.decimalPlaces());
  return `${rate.toFixed(dp)}%`;
}

/** An hour count such as `10 Hours` or `43.33 Hours` (two decimals at most, trailing zeros dropped). */
export function formatHours(hours: Decimal): string {
  const rounded = hours.toDecimalPlaces(2, FinanceDecimal.ROUND_HALF_UP);
  return `${rounded.isZero() ? '0' : rounded.toFixed()} Hours`;
}
