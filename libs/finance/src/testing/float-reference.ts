/**
 * Test-only reference computations in plain binary floating point: numerically independent of the library's exact
 * bigint/Decimal arithmetic, so agreement (within the stated tolerances) is evidence both are right.
 */

/** Closed-form annuity payment P = L·r / (1 − (1+r)^−n), unrounded, in the same unit as `amount`. */
export function floatPayment(amount: number, annualPercent: number, periods: number, periodsPerYear = 12): number {
  const r = annualPercent / 100 / periodsPerYear;
  if (r === 0) return amount / periods;
  return (amount * r) / (1 - Math.pow(1 + r, -periods));
}

export interface FloatRow {
  payment: number;
  interest: number;
  principal: number;
  balance: number;
}

/**
 * Row-by-row simulation in minor units with Math.round for the interest: the last row (or the row where the
 * payment covers the balance) pays balance + interest.
 */
export function floatSchedule(
  amountMinor: number,
  annualPercent: number,
  periods: number,
  paymentMinor: number,
  extraMinor = 0,
  periodsPerYear = 12,
): FloatRow[] {
  const r = annualPercent / 100 / periodsPerYear;
  const rows: FloatRow[] = [];
  let balance = amountMinor;
  for (let k = 1; balance > 0 && k <= periods; k++) {
    const interest = Math.round(balance * r);
    let principal = paymentMinor + extraMinor - interest;
    if (k === periods || principal >= balance) principal = balance;
    balance -= principal;
    rows.push({ payment: principal + interest, interest, principal, balance });
  }
  return rows;
}

/** Small deterministic PRNG (mulberry32) for property-style loops. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Parses a formatted money string back to minor units (test helper): strips symbol and separators. */
export function minorOf(text: string | number, minorUnits = 2): bigint {
  const s = String(text);
  const negative = s.startsWith('-');
  const digits = s.replace(/[^0-9.]/g, '');
  const [whole, frac = ''] = digits.split('.');
  const value = BigInt(whole + frac.padEnd(minorUnits, '0'));
  return negative ? -value : value;
}
