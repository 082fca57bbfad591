import { invalidParameter } from '../../../platform/src/problems/invalid-parameter.error';

/** A proleptic Gregorian date without time or zone. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number; // 1-12
  readonly day: number; // 1-31
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Parses `YYYY-MM-DD` (a real calendar date, years 1900-2999).
 * @throws InvalidParameterError on `param` otherwise.
 */
export function parseCalendarDate(param: string, value: string): CalendarDate {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) throw invalidParameter(param, `must be a date written YYYY-MM-DD; got '${value}'`);
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < 1900 || year > 2999) throw invalidParameter(param, `year must be between 1900 and 2999; got ${year}`);
  if (month < 1 || month > 12) throw invalidParameter(param, `month must be between 01 and 12; got '${m[2]}'`);
  const dim = daysInMonth(year, month);
  if (day < 1 || day > dim) {
    throw invalidParameter(param, `${value} is not a real date: that month has ${dim} days`);
  }
  return { year, month, day };
}

/**
 * The same day `months` later; when that month is shorter, its last day (Jan 31 + 1 month = Feb 28, or 29 in leap
 * years). Always counted from the given date, so a schedule starting Jan 31 returns to the 31st in March.
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  // Date.UTC is used only as a day counter here; no clock is read.
  const t = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

const two = (n: number): string => (n < 10 ? `0${n}` : `${n}`);

/** YYYY-MM-DD (years are 1900-2999 here, so always four digits). */
export function formatCalendarDate(date: CalendarDate): string {
  return `${date.year}-${two(date.month)}-${two(date.day)}`;
}
