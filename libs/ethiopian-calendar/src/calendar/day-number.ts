/**
 * Julian Day Numbers (JDN): a plain count of days, the common ground for every conversion here.
 * All arithmetic is integer arithmetic with floor division, so it also holds for years <= 0.
 */

/**
 * Floor division of integers (b > 0); `%` and `/` truncate toward zero, which breaks negative operands.
 * Written with operators only, no Math global: inside Jest's vm sandbox every global lookup is slow.
 */
export function floorDiv(a: number, b: number): number {
  return (a - mod(a, b)) / b;
}

/** Modulo with a result in [0, b). */
export function mod(a: number, b: number): number {
  return ((a % b) + b) % b;
}

/** Proleptic Gregorian date to JDN (Fliegel and Van Flandern's integer form). */
export function gregorianToJdn(year: number, month: number, day: number): number {
  const a = floorDiv(14 - month, 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return day + floorDiv(153 * m + 2, 5) + 365 * y + floorDiv(y, 4) - floorDiv(y, 100) + floorDiv(y, 400) - 32045;
}

/** JDN to proleptic Gregorian date. */
export function jdnToGregorian(jdn: number): { year: number; month: number; day: number } {
  const a = jdn + 32044;
  const b = floorDiv(4 * a + 3, 146097);
  const c = a - floorDiv(146097 * b, 4);
  const d = floorDiv(4 * c + 3, 1461);
  const e = c - floorDiv(1461 * d, 4);
  const m = floorDiv(5 * e + 2, 153);
  return {
    day: e - floorDiv(153 * m + 2, 5) + 1,
    month: m + 3 - 12 * floorDiv(m, 10),
    year: 100 * b + d - 4800 + floorDiv(m, 10),
  };
}

/** Julian-calendar date to JDN (used for Julian Christmas and to check Easter against the Julian computus). */
export function julianToJdn(year: number, month: number, day: number): number {
  const a = floorDiv(14 - month, 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return day + floorDiv(153 * m + 2, 5) + 365 * y + floorDiv(y, 4) - 32083;
}

/** Day of the week of a JDN: 0 = Sunday ... 6 = Saturday (the JavaScript convention). */
export function weekdayOfJdn(jdn: number): number {
  return mod(jdn + 1, 7);
}
