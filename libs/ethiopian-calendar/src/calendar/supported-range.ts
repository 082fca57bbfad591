import { gregorianToJdn } from './day-number';

/** Gregorian years the service covers; outputs are always four-digit ISO years. */
export const MIN_GREGORIAN_YEAR = 1;
export const MAX_GREGORIAN_YEAR = 9999;

/** First and last supported day: 0001-01-01 and 9999-12-31 (Gregorian). */
export const MIN_JDN = gregorianToJdn(MIN_GREGORIAN_YEAR, 1, 1);
export const MAX_JDN = gregorianToJdn(MAX_GREGORIAN_YEAR, 12, 31);

/**
 * Ethiopian years accepted as input (Amete Mihret era). 9999-12-31 is Tikimt 21, 9992, so only part of
 * 9992 is reachable; dates past the last day are rejected one by one.
 */
export const MIN_ETHIOPIAN_YEAR = 1;
export const MAX_ETHIOPIAN_YEAR = 9992;

export function isJdnInRange(jdn: number): boolean {
  return jdn >= MIN_JDN && jdn <= MAX_JDN;
}
