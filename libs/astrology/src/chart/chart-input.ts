/** What a birth chart is computed from, and the semantic checks the parameter parser cannot make. */
import { invalidParameter } from '../../../platform/src/problems/invalid-parameter.error';
import type { HouseSystem } from '../houses/house-systems';
import type { Ayanamsa } from '../zodiac/ayanamsa';
import type { AspectKind } from './aspects';

export const MIN_YEAR = 1800;
export const MAX_YEAR = 2200;

export interface BirthInput {
  name: string;
  year: number;
  month: number;
  day: number;
  hour?: number;
  minute?: number;
  city?: string;
  country?: string;
  lat: number;
  lng: number;
  tz?: string;
}

export interface ChartOptions {
  houseSystem?: HouseSystem;
  zodiac?: 'tropical' | 'sidereal';
  ayanamsa?: Ayanamsa;
  /** Also look for the minor aspects. */
  minorAspects?: boolean;
  /** Restrict to these aspect kinds (after the minor switch). */
  aspects?: readonly AspectKind[];
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeap(year) ? 29 : 28;
  return [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** @throws InvalidParameterError naming the parameter at fault. */
export function checkBirthInput(i: BirthInput): void {
  const int = (name: string, v: number | undefined, min: number, max: number, rule: string): void => {
    if (v === undefined) return;
    if (!Number.isInteger(v) || v < min || v > max) throw invalidParameter(name, `${rule}; got ${v}`);
  };
  int('year', i.year, MIN_YEAR, MAX_YEAR, `charts are supported for years ${MIN_YEAR} to ${MAX_YEAR} (Gregorian)`);
  int('month', i.month, 1, 12, 'must be a month from 1 to 12');
  int('day', i.day, 1, daysInMonth(i.year, i.month), `${i.year}-${String(i.month).padStart(2, '0')} has ${daysInMonth(i.year, i.month)} days`);
  int('hour', i.hour, 0, 23, 'must be an hour from 0 to 23');
  int('minute', i.minute, 0, 59, 'must be a minute from 0 to 59');
  if (!Number.isFinite(i.lat) || i.lat < -90 || i.lat > 90) throw invalidParameter('lat', `must be a latitude from -90 to 90; got ${i.lat}`);
  if (!Number.isFinite(i.lng) || i.lng < -180 || i.lng > 180) throw invalidParameter('lng', `must be a longitude from -180 to 180; got ${i.lng}`);
  if (i.tz !== undefined && !isKnownZone(i.tz)) throw invalidParameter('tz', `must be an IANA time zone name such as Europe/Paris; got ${JSON.stringify(i.tz)}`);
}
