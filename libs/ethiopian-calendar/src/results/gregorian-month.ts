import { gregorianToJdn, weekdayOfJdn } from '../calendar/day-number';
import { jdnToEthiopianDate } from '../calendar/ethiopian-calendar';
import {
  daysInGregorianMonth,
  formatIsoDate,
  jdnToGregorianDate,
  requireGregorianMonth,
  requireGregorianYear,
} from '../calendar/gregorian-calendar';
import { resolveLanguage } from '../i18n/language';
import { resolveTimeZone } from '../time/time-zone';
import { validateTogether } from '../validation';
import { EthiopianDateFields, LocalizedResult } from './localized-result';
import { MonthOptions, todayJdn } from './month-options';

export interface GregorianMonthDay {
  gregorian_date: string;
  day_of_week: string;
  ethiopian_date: EthiopianDateFields;
  ethiopian_month_name: string;
  is_today: boolean;
}

export interface GregorianMonthResult extends LocalizedResult {
  gregorian_year: number;
  gregorian_month: number;
  /** Gregorian month name in `lang` (ICU), English where ICU has none. */
  month_name: string;
  days: GregorianMonthDay[];
  today: string | null;
  tz: string;
}

/**
 * `/full-month/gregorian`: every day of a Gregorian month with its Ethiopian date. Days before Meskerem 1
 * of year 1 (in 0001-0008) carry proleptic Ethiopian years <= 0.
 */
export function gregorianMonth(year: number, month: number, options: MonthOptions = {}): GregorianMonthResult {
  const [, , tz, language] = validateTogether(
    () => requireGregorianYear('year', year),
    () => requireGregorianMonth('month', month),
    () => resolveTimeZone(options.tz),
    () => resolveLanguage(options.lang),
  );
  const today = todayJdn(options.now, tz);
  const first = gregorianToJdn(year, month, 1);
  const days: GregorianMonthDay[] = [];
  for (let offset = 0; offset < daysInGregorianMonth(year, month); offset++) {
    const jdn = first + offset;
    const ethiopian = jdnToEthiopianDate(jdn);
    days.push({
      gregorian_date: formatIsoDate(jdnToGregorianDate(jdn)),
      day_of_week: language.dayName(weekdayOfJdn(jdn)),
      ethiopian_date: ethiopian,
      ethiopian_month_name: language.ethiopianMonthName(ethiopian.month),
      is_today: jdn === today,
    });
  }
  return {
    gregorian_year: year,
    gregorian_month: month,
    month_name: language.gregorianMonthName(month),
    days,
    today: today === null ? null : formatIsoDate(jdnToGregorianDate(today)),
    tz,
    lang: language.lang,
    lang_fallback: language.lang_fallback,
  };
}
