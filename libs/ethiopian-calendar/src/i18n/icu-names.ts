import { namesFitLanguage } from './script-check';

/**
 * Names read from ICU (shipped with Node), with detection of ICU's silent fallbacks: an unknown locale
 * resolves to the default locale, an ethiopic request for a locale without ethiopic data falls back to the
 * Gregorian calendar or to root names ("Meskerem", or numbers for Chinese and Japanese).
 */

const DAY_MS = 86_400_000;
/** Meskerem 1, 2017 (Ethiopian) = 2024-09-11; month n starts 30 * (n - 1) days later. */
const MESKEREM_1 = Date.UTC(2024, 8, 11);
/** 2024-01-07 was a Sunday. */
const A_SUNDAY = Date.UTC(2024, 0, 7);

function sameLanguage(resolvedLocale: string, icuLocale: string): boolean {
  return new Intl.Locale(resolvedLocale).language === new Intl.Locale(icuLocale).language;
}

function lowerAll(names: readonly string[]): string {
  return names.map((n) => n.toLocaleLowerCase('en')).join('|');
}

function rawEthiopianMonthNames(locale: string): { names: string[]; calendar: string; resolved: string } {
  const formatter = new Intl.DateTimeFormat(`${locale}-u-ca-ethiopic`, { month: 'long', timeZone: 'UTC' });
  const names: string[] = [];
  for (let month = 0; month < 13; month++) names.push(formatter.format(new Date(MESKEREM_1 + month * 30 * DAY_MS)));
  const options = formatter.resolvedOptions();
  return { names, calendar: options.calendar, resolved: options.locale };
}

function rawDayNames(locale: string): { names: string[]; resolved: string } {
  const formatter = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const names: string[] = [];
  for (let day = 0; day < 7; day++) names.push(formatter.format(new Date(A_SUNDAY + day * DAY_MS)));
  return { names, resolved: formatter.resolvedOptions().locale };
}

function rawGregorianMonthNames(locale: string): { names: string[]; resolved: string } {
  const formatter = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC', calendar: 'gregory' });
  const names: string[] = [];
  for (let month = 0; month < 12; month++) names.push(formatter.format(new Date(Date.UTC(2024, month, 15))));
  return { names, resolved: formatter.resolvedOptions().locale };
}

let rootEthiopianMonths: string | undefined;
let englishDays: string | undefined;
let englishGregorianMonths: string | undefined;

/**
 * ICU's Ethiopian month names (Meskerem first) for `locale`, or null when ICU has no real ones there:
 * not the ethiopic calendar, another language, the root Latin transliteration (any letter case), numbers,
 * or Latin letters in a language with another script.
 */
export function icuEthiopianMonthNames(locale: string): string[] | null {
  try {
    rootEthiopianMonths ??= lowerAll(rawEthiopianMonthNames('en').names);
    const { names, calendar, resolved } = rawEthiopianMonthNames(locale);
    if (calendar !== 'ethiopic' || !sameLanguage(resolved, locale)) return null;
    if (lowerAll(names) === rootEthiopianMonths) return null;
    return namesFitLanguage(names, locale) ? names : null;
  } catch {
    return null;
  }
}

/** ICU's weekday names (Sunday first) for `locale`, or null when ICU has none (it falls back silently). */
export function icuDayNames(locale: string): string[] | null {
  try {
    englishDays ??= lowerAll(rawDayNames('en').names);
    const { names, resolved } = rawDayNames(locale);
    if (!sameLanguage(resolved, locale)) return null;
    if (new Intl.Locale(locale).language !== 'en' && lowerAll(names) === englishDays) return null;
    return namesFitLanguage(names, locale) ? names : null;
  } catch {
    return null;
  }
}

/** ICU's Gregorian month names (January first) for `locale`, or null when ICU has none. */
export function icuGregorianMonthNames(locale: string): string[] | null {
  try {
    englishGregorianMonths ??= lowerAll(rawGregorianMonthNames('en').names);
    const { names, resolved } = rawGregorianMonthNames(locale);
    if (!sameLanguage(resolved, locale)) return null;
    if (new Intl.Locale(locale).language !== 'en' && lowerAll(names) === englishGregorianMonths) return null;
    // Chinese and Japanese Gregorian months are numbered ("1月"), so digits are fine here.
    return namesFitLanguage(names, locale, { allowDigits: true }) ? names : null;
  } catch {
    return null;
  }
}
