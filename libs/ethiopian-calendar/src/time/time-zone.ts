import { invalidParameter } from '../../../platform/src/problems/invalid-parameter.error';
import { GregorianDate } from '../calendar/gregorian-calendar';

export const DEFAULT_TIME_ZONE = 'UTC';

/** Local wall-clock reading of an instant in a zone. */
export interface LocalDateTime {
  date: GregorianDate;
  hour: number;
  minute: number;
  second: number;
}

// IANA names only: Area/Location (with optional sub-location), or single names such as UTC or EST5EDT.
// Intl also accepts offsets like "+03:00", which are not zone names and are refused here.
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Validates an IANA time zone name (`tz`) and returns it with the usual letter case (e.g.
 * "africa/addis_ababa" -> "Africa/Addis_Ababa"). Undefined or empty means UTC.
 */
export function resolveTimeZone(tz?: string | null, parameter = 'tz'): string {
  if (tz === undefined || tz === null || tz.trim() === '') return DEFAULT_TIME_ZONE;
  const name = tz.trim();
  if (!IANA_NAME.test(name)) {
    throw invalidParameter(parameter, `${parameter} must be an IANA time zone name such as Africa/Addis_Ababa; got ${JSON.stringify(tz)}`);
  }
  try {
    const resolved = formatterFor(name).resolvedOptions().timeZone;
    // Fix the letter case, but keep the client's name where ICU prefers a legacy alias
    // (ICU answers Asia/Calcutta for Asia/Kolkata).
    return resolved.toLowerCase() === name.toLowerCase() ? resolved : name;
  } catch {
    throw invalidParameter(parameter, `${JSON.stringify(tz)} is not a known IANA time zone (e.g. Africa/Addis_Ababa, Europe/London, UTC)`);
  }
}

/**
 * The local date and time of `instant` in `timeZone` (validated). Pure: the caller supplies the instant
 * (the HTTP layer passes `new Date()`).
 */
export function localDateTimeAt(instant: Date, timeZone?: string | null): LocalDateTime {
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime())) {
    throw new RangeError('localDateTimeAt needs a valid Date');
  }
  const zone = resolveTimeZone(timeZone);
  const parts: Record<string, string> = {};
  for (const part of formatterFor(zone).formatToParts(instant)) parts[part.type] = part.value;
  const yearOfEra = Number(parts.year);
  // ICU counts years before 1 CE as 1 BC, 2 BC ...; turn them into astronomical years (0, -1 ...).
  const year = parts.era === 'BC' ? 1 - yearOfEra : yearOfEra;
  return {
    date: { year, month: Number(parts.month), day: Number(parts.day) },
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The Gregorian calendar date of `instant` in `timeZone`: what "today" is there. */
export function localDateAt(instant: Date, timeZone?: string | null): GregorianDate {
  return localDateTimeAt(instant, timeZone).date;
}
