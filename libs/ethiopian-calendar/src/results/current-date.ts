import { formatIsoDate } from '../calendar/gregorian-calendar';
import { resolveLanguage } from '../i18n/language';
import { EthiopianTime, ethiopianTime } from '../time/ethiopian-time';
import { resolveTimeZone } from '../time/time-zone';
import { validateTogether } from '../validation';
import { LocalizedResult } from './localized-result';
import { todayAt } from './today';

export interface CurrentDateResult extends LocalizedResult {
  gregorian_today: string;
  ethiopian_today: { year: number; month: number; day: number; month_name: string };
  day_of_week: string;
  /** Local time of day on the Ethiopian 12-hour clock (hours counted from 06:00 and 18:00). */
  ethiopian_time: EthiopianTime;
  /** The zone that decided "today" (canonical IANA name; UTC by default). */
  tz: string;
}

/** `/current-date`: today in `tz` at the instant `now` (the HTTP layer passes `new Date()`). */
export function currentDate(now: Date, options: { tz?: string | null; lang?: string | null } = {}): CurrentDateResult {
  const [tz, language] = validateTogether(() => resolveTimeZone(options.tz), () => resolveLanguage(options.lang));
  const today = todayAt(now, tz);
  const { ethiopian, gregorian, weekday } = today.date;
  return {
    gregorian_today: formatIsoDate(gregorian),
    ethiopian_today: { ...ethiopian, month_name: language.ethiopianMonthName(ethiopian.month) },
    day_of_week: language.dayName(weekday),
    ethiopian_time: ethiopianTime(today.local.hour, today.local.minute),
    tz,
    lang: language.lang,
    lang_fallback: language.lang_fallback,
  };
}
