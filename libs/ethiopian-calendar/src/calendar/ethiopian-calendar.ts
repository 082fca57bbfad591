import { invalidParameter } from '../../../platform/src/problems/invalid-parameter.error';
import { requireInteger } from '../validation';
import { floorDiv, mod } from './day-number';
import { MAX_ETHIOPIAN_YEAR, MIN_ETHIOPIAN_YEAR } from './supported-range';

/** A day of the Ethiopian calendar, Amete Mihret era. Years <= 0 appear only as outputs (see README). */
export interface EthiopianDate {
  year: number;
  month: number;
  day: number;
}

/**
 * JDN of Meskerem 1 of year 1 (Amete Mihret) = 29 August 8 CE (Julian) = 27 August 8 (Gregorian).
 * The same epoch ICU's ethiopic calendar uses.
 */
export const ETHIOPIAN_EPOCH_JDN = 1724221;

/** Amete Alem (era of the world) year = Amete Mihret year + 5500. */
export const AMETE_ALEM_OFFSET = 5500;

/** Ethiopian leap years: year mod 4 = 3; Pagume then has 6 days. No century exception. */
export function isEthiopianLeapYear(year: number): boolean {
  return mod(year, 4) === 3;
}

export function daysInEthiopianMonth(year: number, month: number): number {
  if (month < 13) return 30;
  return isEthiopianLeapYear(year) ? 6 : 5;
}

export function ethiopianToJdn(year: number, month: number, day: number): number {
  return ETHIOPIAN_EPOCH_JDN + 365 * (year - 1) + floorDiv(year, 4) + 30 * (month - 1) + day - 1;
}

export function ethiopianDateToJdn(date: EthiopianDate): number {
  return ethiopianToJdn(date.year, date.month, date.day);
}

export function jdnToEthiopianDate(jdn: number): EthiopianDate {
  // Each 4-year cycle has 1461 days and ends with the leap year; the +1463 shifts the cycle so that
  // the floor lands on the right year (Calendrical Calculations, "Coptic and Ethiopic calendars").
  const year = floorDiv(4 * (jdn - ETHIOPIAN_EPOCH_JDN) + 1463, 1461);
  const dayOfYear = jdn - ethiopianToJdn(year, 1, 1);
  return { year, month: floorDiv(dayOfYear, 30) + 1, day: mod(dayOfYear, 30) + 1 };
}

export function requireEthiopianYear(parameter: string, year: number): number {
  if (typeof year === 'number' && Number.isInteger(year) && year < MIN_ETHIOPIAN_YEAR) {
    throw invalidParameter(
      parameter,
      `${parameter} must be an Ethiopian year of 1 or more (Amete Mihret era; there is no year 0); got ${year}`,
    );
  }
  return requireInteger(parameter, year, MIN_ETHIOPIAN_YEAR, MAX_ETHIOPIAN_YEAR, 'an Ethiopian year, Amete Mihret era; 9999-12-31 falls in 9992');
}

export function requireEthiopianMonth(parameter: string, month: number): number {
  return requireInteger(parameter, month, 1, 13, 'an Ethiopian month; 13 is Pagume');
}

/**
 * Checks an Ethiopian date given as three request parameters (named by `names`) and names the one at fault.
 */
export function validateEthiopianDate(
  date: EthiopianDate,
  names: { year: string; month: string; day: string } = { year: 'year', month: 'month', day: 'day' },
): EthiopianDate {
  requireEthiopianYear(names.year, date.year);
  requireEthiopianMonth(names.month, date.month);
  if (date.month < 13) {
    requireInteger(names.day, date.day, 1, 30, 'every month but Pagume has 30 days');
  } else {
    requireInteger(names.day, date.day, 1, 6, 'Pagume has 5 days, or 6 in a leap year');
    if (date.day === 6 && !isEthiopianLeapYear(date.year)) {
      throw invalidParameter(
        names.day,
        `Pagume has only 5 days in ${date.year} (not a leap year: ${date.year} mod 4 = ${mod(date.year, 4)}, not 3); got 6`,
      );
    }
  }
  return date;
}
