import { parseCalendarDate, type CalendarDate } from '../dates/calendar-date';
import { isMissing, readInteger } from './numeric-input';

/** Longest loan any calculator builds a schedule for. */
export const MAX_TERM_MONTHS = 600;
export const MAX_TERM_YEARS = 50;

/** A loan term in months: a whole number from 1 to 600 (50 years). */
export function readTermMonths(param: string, value: unknown): number {
  return readInteger(param, value, 1, MAX_TERM_MONTHS, 'months', ' (50 years is the longest loan term)');
}

/** A loan term in years: a whole number from 1 to 50. */
export function readTermYears(param: string, value: unknown): number {
  return readInteger(param, value, 1, MAX_TERM_YEARS, 'years', ' (the longest loan term)');
}

/** Optional `start_date` (YYYY-MM-DD): the day the loan starts; the first payment is due one period later. */
export function readStartDate(param: string, value: unknown): CalendarDate | undefined {
  if (isMissing(value)) return undefined;
  return parseCalendarDate(param, String(value));
}
