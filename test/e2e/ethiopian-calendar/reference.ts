/**
 * Independent references for the ethiopian-calendar e2e tests: ICU (through Intl) and textbook algorithms,
 * never the service's own library, so the tests check the service against a second method.
 */
import { http, type HttpResult } from '../../support/http';

export interface YMD {
  year: number;
  month: number;
  day: number;
}

const icuEthiopic = new Intl.DateTimeFormat('en-u-ca-ethiopic', { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric' });

/** ICU's Ethiopian (Amete Mihret) date of a Gregorian day; valid for years after 8 CE. */
export function icuEthiopianDate(iso: string): YMD {
  const parts = Object.fromEntries(icuEthiopic.formatToParts(utcNoon(iso)).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** ICU's Ethiopian month name of a Gregorian day in a language. */
export function icuEthiopianMonthName(iso: string, lang: string): string {
  const format = new Intl.DateTimeFormat(`${lang}-u-ca-ethiopic`, { timeZone: 'UTC', month: 'long' });
  return format.formatToParts(utcNoon(iso)).find((p) => p.type === 'month')!.value;
}

export function icuWeekday(iso: string, lang = 'en'): string {
  return new Intl.DateTimeFormat(lang, { timeZone: 'UTC', weekday: 'long' }).format(utcNoon(iso));
}

/** The calendar date (YYYY-MM-DD) at an instant in a zone, per ICU. */
export function icuDateIn(tz: string, instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

export function utcNoon(iso: string): Date {
  return new Date(`${iso}T12:00:00Z`);
}

export function addDays(iso: string, days: number): string {
  return new Date(utcNoon(iso).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * An Ethiopian year is leap when its Pagume has a 6th day. Checked through ICU: for Ethiopian years 1893-2091
 * (Gregorian 1900-2099) 11 September is Pagume 6 exactly in the leap years.
 */
export function icuIsLeap(ethiopianYear: number): boolean {
  const d = icuEthiopianDate(`${ethiopianYear + 8}-09-11`);
  return d.month === 13 && d.day === 6;
}

/** Orthodox Easter (Meeus' Julian algorithm), as a Gregorian date for years 1900-2099 (Julian + 13 days). */
export function orthodoxEaster(year: number): string {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  const julian = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return addDays(julian, 13);
}

export type Via = 'GET' | 'JSON' | 'FORM';
export const ALL_VIAS: readonly Via[] = ['GET', 'JSON', 'FORM'];

/**
 * Calls an endpoint with the same parameters as a query string (GET), a JSON body or a form body (POST).
 * JSON keeps numbers as numbers, as a client would send them.
 */
export function call<T = any>(baseUrl: string, path: string, params: Record<string, string | number>, via: Via = 'GET'): Promise<HttpResult<T>> {
  const url = `/ethiopian-calendar${path}`;
  if (via === 'JSON') return http<T>(baseUrl, url, { json: params });
  const strings = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  if (via === 'FORM') return http<T>(baseUrl, url, { form: strings });
  const query = new URLSearchParams(strings).toString();
  return http<T>(baseUrl, query ? `${url}?${query}` : url);
}
