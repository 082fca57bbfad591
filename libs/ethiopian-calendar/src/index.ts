// Ethiopian calendar domain library: conversions, month tables, holidays, Bahire Hasab, Ge'ez numerals and
// names in 100+ languages. Pure functions; "now" is always an argument.

// Endpoint results
export { toGregorian } from './results/to-gregorian';
export type { ToGregorianInput, ToGregorianResult } from './results/to-gregorian';
export { toEthiopian } from './results/to-ethiopian';
export type { ToEthiopianResult } from './results/to-ethiopian';
export { currentDate } from './results/current-date';
export type { CurrentDateResult } from './results/current-date';
export { leapYear } from './results/leap-year';
export type { LeapYearResult } from './results/leap-year';
export { calendarInfo } from './results/calendar-info';
export type { CalendarInfoResult } from './results/calendar-info';
export { ethiopianMonth } from './results/ethiopian-month';
export type { EthiopianMonthDay, EthiopianMonthResult } from './results/ethiopian-month';
export { gregorianMonth } from './results/gregorian-month';
export type { GregorianMonthDay, GregorianMonthResult } from './results/gregorian-month';
export type { MonthOptions } from './results/month-options';
export type { LocalizedResult, EthiopianDateFields } from './results/localized-result';
export { holidays } from './holidays/holidays';
export type { Holiday, HolidayCalendar, HolidayKind, HolidaysResult } from './holidays/holidays';
export { bahireHasab, computus, MAX_COMPUTUS_YEAR, TEWSAK_BY_WEEKDAY } from './holidays/bahire-hasab';
export type { BahireHasabResult, Computus, DatedDay, DatedFeast } from './holidays/bahire-hasab';
export { MOVABLE_FEASTS } from './holidays/movable-feasts';
export type { MovableFeast } from './holidays/movable-feasts';
export { FIXED_HOLIDAYS } from './holidays/fixed-holidays';
export type { FixedHolidayDefinition } from './holidays/fixed-holidays';
export { ISLAMIC_HOLIDAYS, hijriDateOfJdn } from './holidays/islamic-holidays';
export type { IslamicHolidayDefinition } from './holidays/islamic-holidays';
export { geezNumeral, toGeezNumeral, fromGeezNumeral, MAX_GEEZ_NUMBER } from './numerals/geez-numeral';
export type { GeezNumeralResult } from './numerals/geez-numeral';
export { supportedLanguages } from './i18n/supported-languages';
export type { SupportedLanguage, SupportedLanguagesResult } from './i18n/supported-languages';

// Languages
export {
  resolveLanguage,
  languageData,
  normalizeLanguageCode,
  DEFAULT_LANGUAGE,
  ENGLISH_DAY_NAMES,
} from './i18n/language';
export type { ResolvedLanguage, LanguageData, MonthNameSource } from './i18n/language';
export { ENGLISH_MONTH_NAMES, MONTH_NAME_TABLE } from './i18n/month-name-table';
export { ISO_639_1_CODES, isIso6391Code } from './i18n/iso-639-1';

// Time
export { resolveTimeZone, localDateAt, localDateTimeAt, DEFAULT_TIME_ZONE } from './time/time-zone';
export type { LocalDateTime } from './time/time-zone';
export { ethiopianTime } from './time/ethiopian-time';
export type { EthiopianTime } from './time/ethiopian-time';

// Calendar arithmetic
export {
  ETHIOPIAN_EPOCH_JDN,
  AMETE_ALEM_OFFSET,
  isEthiopianLeapYear,
  daysInEthiopianMonth,
  ethiopianToJdn,
  ethiopianDateToJdn,
  jdnToEthiopianDate,
  validateEthiopianDate,
} from './calendar/ethiopian-calendar';
export type { EthiopianDate } from './calendar/ethiopian-calendar';
export {
  isGregorianLeapYear,
  daysInGregorianMonth,
  gregorianDateToJdn,
  jdnToGregorianDate,
  formatIsoDate,
  parseIsoDate,
  validateGregorianDate,
} from './calendar/gregorian-calendar';
export type { GregorianDate } from './calendar/gregorian-calendar';
export { gregorianToJdn, jdnToGregorian, julianToJdn, weekdayOfJdn } from './calendar/day-number';
export { ethiopianToGregorian, gregorianToEthiopian, dualDateFromJdn } from './calendar/conversion';
export type { DualDate } from './calendar/conversion';
export {
  MIN_JDN,
  MAX_JDN,
  MIN_GREGORIAN_YEAR,
  MAX_GREGORIAN_YEAR,
  MIN_ETHIOPIAN_YEAR,
  MAX_ETHIOPIAN_YEAR,
} from './calendar/supported-range';
