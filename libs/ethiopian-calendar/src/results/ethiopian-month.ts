import { invalidParameter } from '../../../platform/src/problems/invalid-parameter.error';
import { weekdayOfJdn } from '../calendar/day-number';
import {
  daysInEthiopianMonth,
  ethiopianToJdn,
  jdnToEthiopianDate,
  requireEthiopianMonth,
  requireEthiopianYear,
} from '../calendar/ethiopian-calendar';
import { formatIsoDate, jdnToGregorianDate } from '../calendar/gregorian-calendar';
import { MAX_JDN } from '../calendar/supported-range';
import { resolveLanguage } from '../i18n/language';
import { resolveTimeZone } from '../time/time-zone';
import { validateTogether } from '../validation';
import { LocalizedResult } from './localized-result';
import { MonthOptions, todayJdn } from './month-options';

export interface EthiopianMonthDay {
  ethiopian_day: number;
  gregorian_date: string;
  day_of_week: string;
  /** True for the day that is today in `tz` (only when the caller passed the current instant). */
  is_today: boolean;
}

export interface EthiopianMonthResult extends LocalizedResult {
  ethiopian_year: number;
  ethiopian_month: number;
  month_name: string;
  days: EthiopianMonthDay[];
  /** Today's Gregorian date in `tz`, or null when no instant was given. */
  today: string | null;
  tz: string;
}

/** `/full-month`: every day of an Ethiopian month with its Gregorian date. */
export function ethiopianMonth(year: number, month: number, options: MonthOptions = {}): EthiopianMonthResult {
  const [, , tz, language] = validateTogether(
    () => requireEthiopianYear('year', year),
    () => requireEthiopianMonth('month', month),
    () => resolveTimeZone(options.tz),
    () => resolveLanguage(options.lang),
  );
  const length = daysInEthiopianMonth(year, month);
  const first = ethiopianToJdn(year, month, 1);
  if (first + length - 1 > MAX_JDN) {
    const last = jdnToEthiopianDate(MAX_JDN);
    throw invalidParameter(
      'month',
      `month ${month} of ${year} runs past 9999-12-31 (Gregorian), the last supported day (${last.year}-${last.month}-${last.day} Ethiopian)`,
    );
  }
  const today = todayJdn(options.now, tz);
  const days: EthiopianMonthDay[] = [];
  for (let day = 1; day <= length; day++) {
    const jdn = first + day - 1;
    days.push({
      ethiopian_day: day,
      gregorian_date: formatIsoDate(jdnToGregorianDate(jdn)),
      day_of_week: language.dayName(weekdayOfJdn(jdn)),
      is_today: jdn === today,
    });
  }
  return {
    ethiopian_year: year,
    ethiopian_month: month,
    month_name: language.ethiopianMonthName(month),
    days,
    today: today === null ? null : formatIsoDate(jdnToGregorianDate(today)),
    tz,
    lang: language.lang,
    lang_fallback: language.lang_fallback,
  };
}
