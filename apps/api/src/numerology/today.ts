/**
 * "Today" for the time-based endpoints, resolved at the edge (domain code never reads the clock): the calendar
 * date at this instant in the caller's IANA time zone.
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** The date a time endpoint works on: the one the client sent, else today in `tz`; `tz` is echoed only when used. */
export function resolveDate(sent: { iso: string } | undefined, tz: string, now: Date = new Date()): { date: string; tz: string | null } {
  return sent ? { date: sent.iso, tz: null } : { date: todayIn(tz, now), tz };
}
