import { daysInEthiopianMonth, ethiopianToJdn, isEthiopianLeapYear } from '../calendar/ethiopian-calendar';
import { formatIsoDate, jdnToGregorianDate } from '../calendar/gregorian-calendar';
import { isJdnInRange } from '../calendar/supported-range';
import { resolveLanguage } from '../i18n/language';
import { resolveTimeZone } from '../time/time-zone';
import { validateTogether } from '../validation';
import { LocalizedResult } from './localized-result';
import { todayAt } from './today';

export interface CalendarInfoResult extends LocalizedResult {
  /** The current Ethiopian year (in `tz`). */
  year: number;
  months: { name: string; days: number }[];
  is_leap: boolean;
  /** Gregorian year minus Ethiopian year today: 7 from Meskerem 1 to 31 December, 8 from 1 January on. */
  difference_from_gregorian_years: number;
  description: string;
  gregorian_today: string;
  /** First and last day of the Ethiopian year, Gregorian (null past 9999-12-31). */
  starts_on: string | null;
  ends_on: string | null;
  tz: string;
}

function isoOrNull(jdn: number): string | null {
  return isJdnInRange(jdn) ? formatIsoDate(jdnToGregorianDate(jdn)) : null;
}

/** `/calendar-info`: the months of the current Ethiopian year (today in `tz` at instant `now`). */
export function calendarInfo(now: Date, options: { tz?: string | null; lang?: string | null } = {}): CalendarInfoResult {
  const [tz, language] = validateTogether(() => resolveTimeZone(options.tz), () => resolveLanguage(options.lang));
  const today = todayAt(now, tz);
  const year = today.date.ethiopian.year;
  const isLeap = isEthiopianLeapYear(year);
  const months = [];
  for (let month = 1; month <= 13; month++) {
    months.push({ name: language.ethiopianMonthName(month), days: daysInEthiopianMonth(year, month) });
  }
  const difference = today.date.gregorian.year - year;
  const startsOn = isoOrNull(ethiopianToJdn(year, 1, 1));
  const endsOn = isoOrNull(ethiopianToJdn(year, 13, isLeap ? 6 : 5));
  const gregorianToday = formatIsoDate(today.date.gregorian);
  const description =
    `Ethiopian year ${year} (Amete Mihret) runs from ${startsOn ?? '?'} to ${endsOn ?? '?'} (Gregorian). ` +
    `It has 13 months: twelve of 30 days and Pagume of ${isLeap ? 6 : 5} days, ` +
    `${isLeap ? `since ${year} is a leap year (year mod 4 = 3)` : `since ${year} is not a leap year (year mod 4 is not 3)`}, ` +
    `${isLeap ? 366 : 365} days in all. ` +
    `Today (${gregorianToday} in ${tz}) the Gregorian year is ${difference} ahead of the Ethiopian year: ` +
    'the gap is 7 years from Meskerem 1 to 31 December and 8 years from 1 January to the end of Pagume.';
  return {
    year,
    months,
    is_leap: isLeap,
    difference_from_gregorian_years: difference,
    description,
    gregorian_today: gregorianToday,
    starts_on: startsOn,
    ends_on: endsOn,
    tz,
    lang: language.lang,
    lang_fallback: language.lang_fallback,
  };
}
