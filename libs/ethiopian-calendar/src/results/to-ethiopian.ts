import { gregorianToEthiopian } from '../calendar/conversion';
import { parseIsoDate } from '../calendar/gregorian-calendar';
import { resolveLanguage } from '../i18n/language';
import { validateTogether } from '../validation';
import { EthiopianDateFields, LocalizedResult } from './localized-result';

export interface ToEthiopianResult extends LocalizedResult {
  /** The Gregorian date as sent. */
  input: string;
  ethiopian_date: EthiopianDateFields;
  month_name: string;
  day_of_week: string;
}

/** `/to-ethiopian`: a Gregorian date (YYYY-MM-DD, 0001-01-01..9999-12-31) -> Ethiopian date and names. */
export function toEthiopian(date: string, options: { lang?: string | null } = {}): ToEthiopianResult {
  const [converted, language] = validateTogether(
    () => gregorianToEthiopian(parseIsoDate('date', date)),
    () => resolveLanguage(options.lang),
  );
  return {
    input: date,
    ethiopian_date: converted.ethiopian,
    month_name: language.ethiopianMonthName(converted.ethiopian.month),
    day_of_week: language.dayName(converted.weekday),
    lang: language.lang,
    lang_fallback: language.lang_fallback,
  };
}
