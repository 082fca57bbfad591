import { invalidParameter } from '../../../platform/src/problems/invalid-parameter.error';
import type { Decimal } from '../core/finance-decimal';
import type { MoneyFormatter } from '../format/money-formatter';

/**
 * Converts a validated amount to integer minor units of the request's currency (half-up: `10.005` USD is 1001
 * cents, `1000.5` JPY is 1001 yen). A positive amount that rounds to nothing is rejected.
 */
export function toMinorUnits(param: string, amount: Decimal, money: MoneyFormatter, allowZero = false): bigint {
  const units = money.toMinor(amount);
  if (units === 0n && !allowZero) {
    const smallest = money.minor(1n);
    throw invalidParameter(param, `must be at least the currency's smallest unit (${smallest}); got ${amount.toFixed()}`);
  }
  return units;
}
