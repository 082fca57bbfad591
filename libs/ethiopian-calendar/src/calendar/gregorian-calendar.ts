import { invalidParameter } from '../../../platform/src/problems/invalid-parameter.error';
import { requireInteger } from '../validation';
import { gregorianToJdn, jdnToGregorian } from './day-number';
import { MAX_GREGORIAN_YEAR, MIN_GREGORIAN_YEAR } from './supported-range';

export interface GregorianDate {
  year: number;
  month: number;
  day: number;
}

const MONTH_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const ENGLISH_MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

export function isGregorianLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInGregorianMonth(year: number, month: number): number {
  return month === 2 && isGregorianLeapYear(year) ? 29 : MONTH_LENGTHS[month - 1];
}

export function gregorianDateToJdn(date: GregorianDate): number {
  return gregorianToJdn(date.year, date.month, date.day);
}

export function jdnToGregorianDate(jdn: number): GregorianDate {
  return jdnToGregorian(jdn);
}

/** YYYY-MM-DD with a zero-padded four-digit year (callers keep years within 1..9999). */
export function formatIsoDate(date: GregorianDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

export function requireGregorianYear(parameter: string, year: number): number {
  return requireInteger(parameter, year, MIN_GREGORIAN_YEAR, MAX_GREGORIAN_YEAR, 'a Gregorian year');
}

export function requireGregorianMonth(parameter: string, month: number): number {
  return requireInteger(parameter, month, 1, 12, 'a Gregorian month');
}

/** Checks that year/month/day name a real Gregorian day inside 0001-01-01..9999-12-31. */
export function validateGregorianDate(parameter: string, date: GregorianDate): GregorianDate {
  requireGregorianYear(parameter, date.year);
  requireGregorianMonth(parameter, date.month);
  const last = daysInGregorianMonth(date.year, date.month);
  if (!Number.isInteger(date.day) || date.day < 1 || date.day > last) {
    const monthName = ENGLISH_MONTHS[date.month - 1];
    throw invalidParameter(
      parameter,
      `${monthName} ${String(date.year).padStart(4, '0')} has ${last} days; got day ${date.day}`,
    );
  }
  return date;
}

/** Parses a strict ISO calendar date (YYYY-MM-DD) and checks that the day exists. */
export function parseIsoDate(parameter: string, text: string): GregorianDate {
  const match = typeof text === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim()) : null;
  if (!match) {
    throw invalidParameter(parameter, `${parameter} must be a Gregorian date written YYYY-MM-DD, from 0001-01-01 to 9999-12-31; got ${JSON.stringify(text)}`);
  }
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (date.year < MIN_GREGORIAN_YEAR) {
    throw invalidParameter(parameter, `${parameter} must be from 0001-01-01 to 9999-12-31; got ${text}`);
  }
  if (date.month < 1 || date.month > 12) {
    throw invalidParameter(parameter, `the month of ${parameter} must be from 01 to 12; got ${match[2]}`);
  }
  return validateGregorianDate(parameter, date);
}

/** English Gregorian month name, the fallback when ICU has none for a language. */
export function englishGregorianMonthName(month: number): string {
  return ENGLISH_MONTHS[month - 1];
}
