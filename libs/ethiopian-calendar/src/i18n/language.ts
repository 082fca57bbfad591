import { invalidParameter } from '../../../platform/src/problems/invalid-parameter.error';
import { englishGregorianMonthName } from '../calendar/gregorian-calendar';
import { icuDayNames, icuEthiopianMonthNames, icuGregorianMonthNames } from './icu-names';
import { icuLocaleFor, isIso6391Code } from './iso-639-1';
import { ENGLISH_MONTH_NAMES, KNOWN_BAD_ICU_MONTH_NAMES, MONTH_NAME_TABLE } from './month-name-table';

export const DEFAULT_LANGUAGE = 'en';

export const ENGLISH_DAY_NAMES: readonly string[] = [
  'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday',
];

export type MonthNameSource = 'icu' | 'table';

/** What we have for one ISO 639-1 code (null = not available). */
export interface LanguageData {
  code: string;
  /** Sunday first. */
  dayNames: readonly string[] | null;
  /** Meskerem first. */
  ethiopianMonthNames: readonly string[] | null;
  monthNameSource: MonthNameSource | null;
  /** January first. */
  gregorianMonthNames: readonly string[] | null;
}

const cache = new Map<string, LanguageData>();

/** Names available for `code` (an ISO 639-1 code), detected once from ICU and our table, then cached. */
export function languageData(code: string): LanguageData {
  let data = cache.get(code);
  if (!data) {
    const icu = icuLocaleFor(code);
    const icuMonths = KNOWN_BAD_ICU_MONTH_NAMES.has(code) ? null : icuEthiopianMonthNames(icu);
    const tableMonths = MONTH_NAME_TABLE[code] ?? null;
    const dayNames = icuDayNames(icu) ?? (code === DEFAULT_LANGUAGE ? ENGLISH_DAY_NAMES : null);
    data = {
      code,
      dayNames,
      ethiopianMonthNames: icuMonths ?? tableMonths,
      monthNameSource: icuMonths ? 'icu' : tableMonths ? 'table' : null,
      // Gregorian month names only matter where we also have day names (same ICU locale data).
      gregorianMonthNames: dayNames ? icuGregorianMonthNames(icu) : null,
    };
    cache.set(code, data);
  }
  return data;
}

/** The names one response uses, and which language they are in. */
export interface ResolvedLanguage {
  /** The language the names are in: the requested code, or "en" when it has no names at all. */
  lang: string;
  /** True when some or all names had to come in English because the language lacks them. */
  lang_fallback: boolean;
  /** weekday: 0 = Sunday ... 6 = Saturday. */
  dayName(weekday: number): string;
  /** month: 1 (Meskerem) ... 13 (Pagume). */
  ethiopianMonthName(month: number): string;
  /** month: 1 (January) ... 12. */
  gregorianMonthName(month: number): string;
}

/** Normalizes a `lang` parameter: case-insensitive, region or script subtags ignored ("pt-BR" -> "pt"). */
export function normalizeLanguageCode(lang: string, parameter = 'lang'): string {
  const primary = lang.trim().split(/[-_]/)[0].toLowerCase();
  const wellFormed = /^[a-z]{2}$/.test(primary) && /^[A-Za-z]{2}([-_][A-Za-z0-9]{1,8})*$/.test(lang.trim());
  if (!wellFormed || !isIso6391Code(primary)) {
    throw invalidParameter(
      parameter,
      `${parameter} must be an ISO 639-1 two-letter language code such as en, am, fr or zh; got ${JSON.stringify(lang)}`,
    );
  }
  return primary;
}

/**
 * Resolves the `lang` parameter. Undefined or empty means English. An unknown code is an error; a known
 * ISO 639-1 code we have no names for answers in English with lang_fallback true.
 */
export function resolveLanguage(lang?: string | null, parameter = 'lang'): ResolvedLanguage {
  const code = lang === undefined || lang === null || lang.trim() === ''
    ? DEFAULT_LANGUAGE
    : normalizeLanguageCode(lang, parameter);
  const data = languageData(code);
  const english = languageData(DEFAULT_LANGUAGE);
  const hasAny = data.dayNames !== null || data.ethiopianMonthNames !== null;
  const complete = data.dayNames !== null && data.ethiopianMonthNames !== null;
  const days = data.dayNames ?? english.dayNames ?? ENGLISH_DAY_NAMES;
  const months = data.ethiopianMonthNames ?? ENGLISH_MONTH_NAMES;
  const gregorianMonths = data.gregorianMonthNames;
  return {
    lang: hasAny ? code : DEFAULT_LANGUAGE,
    lang_fallback: !complete,
    dayName: (weekday) => days[weekday],
    ethiopianMonthName: (month) => months[month - 1],
    gregorianMonthName: (month) => gregorianMonths?.[month - 1] ?? englishGregorianMonthName(month),
  };
}
