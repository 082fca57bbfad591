import { ethiopianToGregorian } from '../calendar/conversion';
import { formatIsoDate } from '../calendar/gregorian-calendar';
import { resolveLanguage } from '../i18n/language';
import { validateTogether } from '../validation';
import { EthiopianDateFields, LocalizedResult } from './localized-result';

export interface ToGregorianInput {
  year: number;
  month: number;
  day: number;
}

export interface ToGregorianResult extends LocalizedResult {
  input: EthiopianDateFields;
  gregorian_date: string;
  day_of_week: string;
}

/** `/to-gregorian`: Ethiopian year (>= 1), month 1-13, day -> Gregorian date and weekday in `lang`. */
export function toGregorian(input: ToGregorianInput, options: { lang?: string | null } = {}): ToGregorianResult {
  const date = { year: input.year, month: input.month, day: input.day };
  const [converted, language] = validateTogether(
    () => ethiopianToGregorian(date),
    () => resolveLanguage(options.lang),
  );
  return {
    input: date,
    gregorian_date: formatIsoDate(converted.gregorian),
    day_of_week: language.dayName(converted.weekday),
    lang: language.lang,
    lang_fallback: language.lang_fallback,
  };
}
