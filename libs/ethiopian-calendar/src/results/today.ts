import { dualDateFromJdn, DualDate } from '../calendar/conversion';
import { gregorianDateToJdn } from '../calendar/gregorian-calendar';
import { isJdnInRange } from '../calendar/supported-range';
import { localDateTimeAt, LocalDateTime } from '../time/time-zone';

/** "Today" at an instant in a zone, in both calendars. The instant comes from the caller (no clock here). */
export interface Today {
  local: LocalDateTime;
  date: DualDate;
}

export function todayAt(now: Date, timeZone: string): Today {
  const local = localDateTimeAt(now, timeZone);
  const jdn = gregorianDateToJdn(local.date);
  if (!isJdnInRange(jdn)) throw new RangeError(`the instant ${now.toISOString()} is outside 0001-01-01..9999-12-31`);
  return { local, date: dualDateFromJdn(jdn) };
}
