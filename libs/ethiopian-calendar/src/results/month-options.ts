import { gregorianDateToJdn } from '../calendar/gregorian-calendar';
import { isJdnInRange } from '../calendar/supported-range';
import { localDateAt } from '../time/time-zone';

/**
 * Options of the full-month results. Dates in a month table are calendar dates, not instants, so `tz`
 * never shifts them; it decides which day is "today" (marked with is_today) when `now` is given.
 */
export interface MonthOptions {
  lang?: string | null;
  /** IANA zone deciding which day is "today" (default UTC). */
  tz?: string | null;
  /** The current instant (the HTTP layer passes `new Date()`); without it no day is marked as today. */
  now?: Date;
}

/** JDN of today in `tz` (already validated), or null when no instant was given. */
export function todayJdn(now: Date | undefined, tz: string): number | null {
  if (!now) return null;
  const jdn = gregorianDateToJdn(localDateAt(now, tz));
  return isJdnInRange(jdn) ? jdn : null;
}
