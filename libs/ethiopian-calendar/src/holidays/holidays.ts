import { invalidParameter } from '../../../platform/src/problems/invalid-parameter.error';
import { weekdayOfJdn } from '../calendar/day-number';
import { EthiopianDate, ethiopianToJdn, isEthiopianLeapYear, jdnToEthiopianDate } from '../calendar/ethiopian-calendar';
import { formatIsoDate, jdnToGregorianDate, requireGregorianYear } from '../calendar/gregorian-calendar';
import { isJdnInRange } from '../calendar/supported-range';
import { computus, requireComputusYear } from './bahire-hasab';
import { FIXED_HOLIDAYS } from './fixed-holidays';
import { islamicCalendarAvailable, islamicHolidaysBetween } from './islamic-holidays';
import { MOVABLE_FEASTS } from './movable-feasts';
import { WEEKDAYS_EN } from './weekday-names';

export type HolidayKind = 'fixed' | 'movable';
export type HolidayCalendar = 'ethiopian' | 'gregorian';

export interface Holiday {
  key: string;
  /** English name. */
  name: string;
  /** Amharic name, Ethiopic script. */
  name_am: string;
  /** fixed: same date every year (Ethiopian calendar, or 1 May); movable: follows Easter or the lunar calendar. */
  kind: HolidayKind;
  ethiopian_date: EthiopianDate;
  gregorian_date: string;
  day_of_week: string;
  description: string;
}

export interface HolidaysResult {
  year: number;
  /** Which calendar `year` is counted in. */
  calendar: HolidayCalendar;
  holidays: Holiday[];
  notes: string[];
}

interface Occurrence {
  jdn: number;
  order: number;
  key: string;
  name: string;
  name_am: string;
  kind: HolidayKind;
  description: string;
}

/** Every holiday of one Ethiopian year (Meskerem 1 to the last day of Pagume), unsorted. */
function occurrencesInEthiopianYear(year: number): Occurrence[] {
  const found: Occurrence[] = [];
  let order = 0;
  for (const holiday of FIXED_HOLIDAYS) {
    const jdn = holiday.jdnIn(year);
    if (jdn !== null) found.push({ jdn, order: order++, kind: 'fixed', ...pick(holiday) });
  }
  const { neneweJdn } = computus(year);
  for (const feast of MOVABLE_FEASTS) {
    found.push({ jdn: neneweJdn + feast.offset_from_nenewe, order: order++, kind: 'movable', ...pick(feast) });
  }
  const first = ethiopianToJdn(year, 1, 1);
  const last = ethiopianToJdn(year, 13, isEthiopianLeapYear(year) ? 6 : 5);
  for (const { definition, jdn } of islamicHolidaysBetween(first, last)) {
    found.push({ jdn, order: order++, kind: 'movable', ...pick(definition) });
  }
  return found;
}

function pick(source: { key: string; name: string; name_am: string; description: string }) {
  return { key: source.key, name: source.name, name_am: source.name_am, description: source.description };
}

function toHoliday(occurrence: Occurrence): Holiday {
  return {
    key: occurrence.key,
    name: occurrence.name,
    name_am: occurrence.name_am,
    kind: occurrence.kind,
    ethiopian_date: jdnToEthiopianDate(occurrence.jdn),
    gregorian_date: formatIsoDate(jdnToGregorianDate(occurrence.jdn)),
    day_of_week: WEEKDAYS_EN[weekdayOfJdn(occurrence.jdn)],
    description: occurrence.description,
  };
}

function requireCalendar(calendar: string): HolidayCalendar {
  if (calendar === 'ethiopian' || calendar === 'gregorian') return calendar;
  throw invalidParameter('calendar', `calendar must be "ethiopian" or "gregorian"; got ${JSON.stringify(calendar)}`);
}

const NOTES = [
  'Movable feasts come from the Bahire Hasab computus; Fasika always falls on Orthodox (Julian) Easter.',
  'Genna is Tahsas 29, or Tahsas 28 in the year after an Ethiopian leap year (always Julian 25 December); Meskel (Meskerem 17) and Timket (Tir 11) keep their Ethiopian dates.',
  'Civic days (Adwa, Patriots, Derg downfall, Labour Day) are listed only from the year of the event they remember.',
];

/**
 * `/holidays`: the holidays of an Ethiopian year (1..9991, Meskerem to Pagume) or of a Gregorian year
 * (1..9999, January to December; it spans two Ethiopian years), sorted by date.
 */
export function holidays(year: number, options: { calendar?: string | null } = {}): HolidaysResult {
  const calendar = requireCalendar(options.calendar ?? 'ethiopian');
  let occurrences: Occurrence[];
  if (calendar === 'ethiopian') {
    requireComputusYear('year', year);
    occurrences = occurrencesInEthiopianYear(year);
  } else {
    requireGregorianYear('year', year);
    // January-September belong to Ethiopian year - 8, September-December (after Meskerem 1) to year - 7.
    occurrences = [...occurrencesInEthiopianYear(year - 8), ...occurrencesInEthiopianYear(year - 7)]
      .filter((o) => isJdnInRange(o.jdn) && jdnToGregorianDate(o.jdn).year === year);
  }
  occurrences.sort((a, b) => a.jdn - b.jdn || a.order - b.order);
  const notes = islamicCalendarAvailable()
    ? [...NOTES, 'Islamic holidays are dated with the Umm al-Qura calendar (via ICU); in Ethiopia they are proclaimed on sighting the moon and may fall a day later.']
    : [...NOTES, 'Islamic holidays are left out: this runtime has no Islamic calendar data.'];
  return { year, calendar, holidays: occurrences.map(toHoliday), notes };
}
