import { icuLocaleFor, isIso6391Code, ISO_639_1_CODES } from './iso-639-1';
import { DEFAULT_LANGUAGE, languageData, MonthNameSource } from './language';

export interface SupportedLanguage {
  code: string;
  name_en: string;
  name_native: string;
  day_names: boolean;
  month_names: boolean;
  /** Where the Ethiopian month names come from: ICU's own data or our table. */
  month_names_source: MonthNameSource | null;
}

export interface SupportedLanguagesResult {
  default: string;
  /** Languages with both day and month names in their own script. */
  complete_count: number;
  count: number;
  languages: SupportedLanguage[];
}

let cached: SupportedLanguagesResult | undefined;

function displayName(inLocale: string, code: string): string {
  try {
    return new Intl.DisplayNames([inLocale], { type: 'language', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function describeLanguage(code: string): SupportedLanguage | null {
  const data = languageData(code);
  if (data.dayNames === null && data.ethiopianMonthNames === null) return null;
  const icu = icuLocaleFor(code);
  return {
    code,
    name_en: displayName('en', icu),
    name_native: displayName(icu, icu),
    day_names: data.dayNames !== null,
    month_names: data.ethiopianMonthNames !== null,
    month_names_source: data.monthNameSource,
  };
}

function listing(codes: readonly string[]): SupportedLanguagesResult {
  const languages = codes.map(describeLanguage).filter((l): l is SupportedLanguage => l !== null);
  return {
    default: DEFAULT_LANGUAGE,
    complete_count: languages.filter((l) => l.day_names && l.month_names).length,
    count: languages.length,
    languages,
  };
}

/**
 * The ISO 639-1 languages we have day or month names for (others are accepted and answered in English),
 * with English and native names from Intl.DisplayNames. `only` restricts the listing (and its counts) to
 * some codes: reading ICU for every language takes a noticeable moment, too long for a documentation example.
 */
export function supportedLanguages(only?: readonly string[]): SupportedLanguagesResult {
  if (only) return listing(only.filter(isIso6391Code));
  cached ??= listing(ISO_639_1_CODES);
  return structuredClone(cached);
}
