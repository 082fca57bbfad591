/**
 * Transits and synastry, built on calculateBirthChart:
 *  - transits: the sky at a moment (planets, true node, Lilith, Chiron) against a natal chart: where each transiting
 *    body falls in the natal houses and its aspects to the natal points. Transit orbs are tighter (TRANSIT_ORBS);
 *    natal points stand still, so applying/separating follows the transiting body alone.
 *  - synastry: the inter-aspects between two natal charts (SYNASTRY_ORBS). Both charts are fixed, so there is no
 *    applying/separating: those fields are left out.
 */
import { InvalidParameterError } from '../../../platform/src/problems/invalid-parameter.error';
import { houseOf } from '../houses/house-systems';
import { MAJOR_ASPECTS, findCrossAspects, type Aspect, type AspectKind } from './aspects';
import { calculateBirthChart, type BirthChart, type ChartPoint } from './birth-chart';
import type { BirthInput, ChartOptions } from './chart-input';

export const TRANSIT_ORBS: Record<AspectKind, number> = {
  conjunction: 3, opposition: 3, trine: 3, square: 3, sextile: 2,
  quincunx: 1, semisextile: 1, semisquare: 1, sesquiquadrate: 1, quintile: 1, biquintile: 1,
};

export const SYNASTRY_ORBS: Record<AspectKind, number> = {
  conjunction: 8, opposition: 8, trine: 6, square: 6, sextile: 4,
  quincunx: 2, semisextile: 1, semisquare: 1, sesquiquadrate: 1, quintile: 1, biquintile: 1,
};

const MOVING = new Set(['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'true_north_node', 'lilith', 'chiron']);
const NATAL = new Set([...MOVING, 'asc', 'mc']);

function toAspectPoints(points: ChartPoint[], keep: Set<string>, still: boolean) {
  return points.filter((p) => keep.has(p.key)).map((p) => ({ key: p.key, longitude: p.longitude, speed: still ? 0 : p.speed }));
}

export interface TransitPoint extends ChartPoint {
  /** House of the natal chart the transiting body is in. */
  natal_house: number;
}

export interface Transits {
  natal: Pick<BirthChart, 'subject' | 'points' | 'houses' | 'settings'>;
  transit: { utc: string; local_time: string; tz: string; tz_status: BirthChart['subject']['tz_status']; points: TransitPoint[] };
  aspects: Aspect[];
  orbs: Partial<Record<AspectKind, number>>;
  warnings: string[];
}

export interface TransitMoment {
  year: number;
  month: number;
  day: number;
  hour?: number;
  minute?: number;
  tz?: string;
}

function houseIn(longitude: number, chart: BirthChart): number {
  return houseOf(longitude, chart.houses.cusps.map((c) => c.longitude));
}

/** Runs `fn`, renaming the parameters of any InvalidParameterError with `prefix` (the client's names). */
function prefixed<T>(prefix: string, fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof InvalidParameterError) throw new InvalidParameterError(e.issues.map((i) => ({ ...i, parameter: prefix + i.parameter })));
    throw e;
  }
}

function rounded<A extends { separation: number; orb: number }>(a: A): A {
  return { ...a, separation: Math.round(a.separation * 1e6) / 1e6, orb: Math.round(a.orb * 1e6) / 1e6 };
}

export function calculateTransits(natalInput: BirthInput, options: ChartOptions, moment: TransitMoment, kinds: readonly AspectKind[] = MAJOR_ASPECTS): Transits {
  const natal = calculateBirthChart(natalInput, options);
  // The transit sky is a chart at the natal place (its houses are not used), validated by the same rules.
  const sky = prefixed('transit_', () =>
    calculateBirthChart(
      { name: natalInput.name, year: moment.year, month: moment.month, day: moment.day, hour: moment.hour, minute: moment.minute, lat: natalInput.lat, lng: natalInput.lng, tz: moment.tz ?? natalInput.tz },
      { ...options, aspects: [] },
    ),
  );
  const points = sky.points.filter((p) => MOVING.has(p.key)).map((p) => ({ ...p, natal_house: houseIn(p.longitude, natal) }));
  const aspects = findCrossAspects(toAspectPoints(points, MOVING, false), toAspectPoints(natal.points, NATAL, true), kinds, TRANSIT_ORBS).map(rounded);
  return {
    natal: { subject: natal.subject, points: natal.points, houses: natal.houses, settings: natal.settings },
    transit: { utc: sky.subject.utc, local_time: sky.subject.local_time, tz: sky.subject.inputs.tz, tz_status: sky.subject.tz_status, points },
    aspects,
    orbs: Object.fromEntries(kinds.map((k) => [k, TRANSIT_ORBS[k]])),
    warnings: [...natal.warnings, ...sky.warnings.filter((w) => !/houses/.test(w))],
  };
}

export interface Synastry {
  a: Pick<BirthChart, 'subject' | 'points' | 'houses'>;
  b: Pick<BirthChart, 'subject' | 'points' | 'houses'>;
  aspects: Omit<Aspect, 'applying'>[];
  orbs: Partial<Record<AspectKind, number>>;
  warnings: string[];
}

export function calculateSynastry(a: BirthInput, b: BirthInput, options: ChartOptions, kinds: readonly AspectKind[] = MAJOR_ASPECTS): Synastry {
  const ca = calculateBirthChart(a, { ...options, aspects: [] });
  const cb = prefixed('partner_', () => calculateBirthChart(b, { ...options, aspects: [] }));
  const aspects = findCrossAspects(toAspectPoints(ca.points, NATAL, true), toAspectPoints(cb.points, NATAL, true), kinds, SYNASTRY_ORBS).map(
    ({ applying: _ignored, ...rest }) => rounded(rest),
  );
  return {
    a: { subject: ca.subject, points: ca.points, houses: ca.houses },
    b: { subject: cb.subject, points: cb.points, houses: cb.houses },
    aspects,
    orbs: Object.fromEntries(kinds.map((k) => [k, SYNASTRY_ORBS[k]])),
    warnings: [...ca.warnings.map((w) => `a: ${w}`), ...cb.warnings.map((w) => `b: ${w}`)],
  };
}
