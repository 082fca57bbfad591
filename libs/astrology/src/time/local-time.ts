/**
 * Local civil time + IANA zone → UTC instant, with Node's ICU zone data (local mean time before standard time).
 * Skipped wall times move forward by the gap and ambiguous ones take the earlier instant, like Temporal's
 * `disambiguation: 'compatible'`; the result says which case applied.
 */
export type TzStatus = 'normal' | 'skipped' | 'ambiguous';

export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export interface UtcResolution {
  utc: Date;
  /** Offset of local time from UTC in seconds at the resolved instant (east positive). */
  offsetSeconds: number;
  tzStatus: TzStatus;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** UTC offset (seconds) of `zone` at the instant `ms`: the zone's wall clock read as if it were UTC, minus the instant. */
export function zoneOffsetSeconds(zone: string, ms: number): number {
  const parts = formatter(zone).formatToParts(new Date(ms));
  const get = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const eraBc = parts.find((p) => p.type === 'era')?.value === 'BC';
  const year = eraBc ? 1 - get('year') : get('year');
  const wall = Date.UTC(year, get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  const whole = Math.floor(ms / 1000) * 1000;
  return Math.round((wall - whole) / 1000);
}

/** The wall time as if it were UTC, in ms; Date.UTC maps years 0-99 to 1900+, so set the year explicitly. */
function wallAsUtcMs(t: LocalDateTime): number {
  const d = new Date(Date.UTC(2000, t.month - 1, t.day, t.hour, t.minute));
  d.setUTCFullYear(t.year);
  return d.getTime();
}

export function localToUtc(local: LocalDateTime, zone: string): UtcResolution {
  const wall = wallAsUtcMs(local);
  const DAY = 86_400_000;
  // Offsets in force a day either side bracket any transition near this wall time (zones change at most once a day).
  const before = zoneOffsetSeconds(zone, wall - DAY);
  const after = zoneOffsetSeconds(zone, wall + DAY);
  if (before === after && zoneOffsetSeconds(zone, wall - before * 1000) === before) {
    return { utc: new Date(wall - before * 1000), offsetSeconds: before, tzStatus: 'normal' };
  }
  const candidates = [...new Set([before, after])]
    .map((off) => wall - off * 1000)
    .filter((ms) => zoneOffsetSeconds(zone, ms) * 1000 === wall - ms)
    .sort((a, b) => a - b);
  if (candidates.length === 1) {
    const ms = candidates[0];
    return { utc: new Date(ms), offsetSeconds: (wall - ms) / 1000, tzStatus: 'normal' };
  }
  if (candidates.length > 1) {
    const ms = candidates[0];
    return { utc: new Date(ms), offsetSeconds: (wall - ms) / 1000, tzStatus: 'ambiguous' };
  }
  // In a gap: read the wall time with the offset before the transition, which lands after it (moves forward).
  const ms = wall - before * 1000;
  return { utc: new Date(ms), offsetSeconds: zoneOffsetSeconds(zone, ms), tzStatus: 'skipped' };
}

/** +05:30, -04:56:02 (seconds only when the offset has them, as in local mean time). */
export function formatOffset(seconds: number): string {
  const sign = seconds < 0 ? '-' : '+';
  const a = Math.abs(seconds);
  const h = Math.floor(a / 3600);
  const m = Math.floor((a % 3600) / 60);
  const s = a % 60;
  const base = `${sign}${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  return s ? `${base}:${String(s).padStart(2, '0')}` : base;
}
