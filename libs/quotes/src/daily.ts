/**
 * Quote of the day: a position in [1, count] derived from the category and the caller's calendar date, so the
 * pick stays the same all day in that time zone and moves on at local midnight.
 */
import { createHash } from 'node:crypto';

/** The calendar date (YYYY-MM-DD) of `instant` in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** The daily position (1-based) among `count` quotes; uniform over dates because it comes from SHA-256. */
export function dailyPosition(category: string, date: string, count: number): number {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a positive integer; got ${count}`);
  const digest = createHash('sha256').update(`${category}|${date}`).digest();
  return Number(digest.readBigUInt64BE(0) % BigInt(count)) + 1;
}
