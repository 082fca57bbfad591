/** Parameters of /numerology/birth-chart (spec names) plus our chart settings, and their mapping to the domain. */
import { AYANAMSAS, HOUSE_SYSTEMS, MAX_YEAR, MIN_YEAR, type BirthInput, type ChartOptions } from '../../../../../libs/astrology/src/index';
import type { ParamsOf } from '../../../../../libs/platform/src/params/param';
import { p } from '../../../../../libs/platform/src/params/params';

export const BirthChartParams = {
  name: p.string({ maxLength: 200 }).required().describe('Name of the person (label only)', 'Ada Lovelace'),
  year: p.int({ min: MIN_YEAR, max: MAX_YEAR }).required().describe(`Birth year (Gregorian); charts are supported for ${MIN_YEAR}-${MAX_YEAR}`, 1815),
  month: p.int({ min: 1, max: 12 }).required().describe('Birth month, 1-12', 12),
  day: p.int({ min: 1, max: 31 }).required().describe('Birth day of the month', 10),
  hour: p.int({ min: 0, max: 23 }).default(12).describe('Local birth hour, 0-23 (default 12)', 13),
  minute: p.int({ min: 0, max: 59 }).default(0).describe('Local birth minute, 0-59', 0),
  city: p.string({ maxLength: 200 }).describe('City (label only; lat/lng locate the chart)', 'London'),
  country: p.string({ maxLength: 100 }).describe('Country code or name (label only)', 'GB'),
  lat: p.number({ min: -90, max: 90 }).required().describe('Latitude in degrees, north positive', 51.5074),
  lng: p.number({ min: -180, max: 180 }).required().describe('Longitude in degrees, east positive', -0.1278),
  tz: p.timeZone().default('UTC').describe('IANA time zone of the local birth time (default UTC); historical offsets, including local mean time, are applied', 'Europe/London'),
  house_system: p.oneOf(HOUSE_SYSTEMS).default('placidus').describe('House system; above the polar circle Placidus and Koch fall back to Porphyry with a warning', 'placidus'),
  zodiac: p.oneOf(['tropical', 'sidereal'] as const).default('tropical').describe('Tropical (default) or sidereal longitudes', 'tropical'),
  ayanamsa: p.oneOf(AYANAMSAS).default('lahiri').describe('Ayanamsa for the sidereal zodiac', 'lahiri'),
  minor_aspects: p.bool().default(false).describe('Also list quincunx, semisextile, semisquare, sesquiquadrate, quintile and biquintile', false),
};

export type BirthChartQuery = ParamsOf<typeof BirthChartParams>;

export function toBirthInput(q: BirthChartQuery): BirthInput {
  return { name: q.name, year: q.year, month: q.month, day: q.day, hour: q.hour, minute: q.minute, city: q.city, country: q.country, lat: q.lat, lng: q.lng, tz: q.tz };
}

export function toChartOptions(q: BirthChartQuery): ChartOptions {
  return { houseSystem: q.house_system, zodiac: q.zodiac, ayanamsa: q.ayanamsa, minorAspects: q.minor_aspects };
}

export const EXAMPLE_QUERY: BirthChartQuery = {
  name: 'Ada Lovelace',
  year: 1815,
  month: 12,
  day: 10,
  hour: 13,
  minute: 0,
  city: 'London',
  country: 'GB',
  lat: 51.5074,
  lng: -0.1278,
  tz: 'Europe/London',
  house_system: 'placidus',
  zodiac: 'tropical',
  ayanamsa: 'lahiri',
  minor_aspects: false,
};
