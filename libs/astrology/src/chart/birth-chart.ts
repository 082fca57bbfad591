/**
 * A natal chart: the one stable JSON object of /numerology/birth-chart (and the input of the SVG wheel).
 * Longitudes are apparent geocentric, ecliptic of date; sidereal charts subtract the ayanamsa (+ nutation).
 */
import { SiderealTime, e_tilt, type AstroTime } from 'astronomy-engine';
import { declination, dms, norm360 } from '../math/angles';
import { chironPosition } from '../ephemeris/chiron';
import type { EclipticPosition } from '../ephemeris/ecliptic-point';
import { meanLilith, meanNode, southOf, trueNode } from '../ephemeris/lunar-points';
import { PLANETS, planetPosition, skyContext, type PlanetKey } from '../ephemeris/planets';
import { computeAngles } from '../houses/angles';
import { houseCusps, houseOf, type HouseSystem } from '../houses/house-systems';
import { centuriesTT, julianDayUT, timeFromDate } from '../time/astro-time';
import { deltaTSeconds } from '../time/delta-t';
import { formatOffset, localToUtc, type TzStatus } from '../time/local-time';
import { ayanamsaValue, type Ayanamsa } from '../zodiac/ayanamsa';
import { signOf, type Sign } from '../zodiac/signs';
import { DEFAULT_ORBS, findAspects, MAJOR_ASPECTS, MINOR_ASPECTS, type Aspect, type AspectKind } from './aspects';
import { balanceOf, chartRuler, type Balance, type ChartRuler } from './balance';
import { checkBirthInput, type BirthInput, type ChartOptions } from './chart-input';
import { moonPhase, type MoonPhase } from './moon-phase';

export type PointKey =
  | PlanetKey
  | 'mean_north_node'
  | 'mean_south_node'
  | 'true_north_node'
  | 'true_south_node'
  | 'lilith'
  | 'chiron'
  | 'asc'
  | 'mc'
  | 'dsc'
  | 'ic';

export type PointKind = 'planet' | 'lunar-point' | 'asteroid' | 'angle';

export interface ChartPoint {
  key: PointKey;
  kind: PointKind;
  longitude: number;
  sign: Sign;
  /** Degrees within the sign, [0, 30). */
  degree: number;
  /** Degrees within the sign as 12°34'56". */
  position: string;
  latitude: number;
  /** Degrees per day. */
  speed: number;
  retrograde: boolean;
  house: number;
  declination: number;
}

export interface HouseCusp {
  house: number;
  longitude: number;
  sign: Sign;
  degree: number;
  position: string;
}

export interface BirthChart {
  subject: {
    name: string;
    inputs: Required<Pick<BirthInput, 'year' | 'month' | 'day' | 'hour' | 'minute' | 'lat' | 'lng' | 'tz'>> & {
      city: string | null;
      country: string | null;
    };
    local_time: string;
    utc: string;
    utc_offset: string;
    tz_status: TzStatus;
    julian_day_ut: number;
    delta_t_seconds: number;
  };
  points: ChartPoint[];
  houses: { system: HouseSystem; requested_system: HouseSystem; cusps: HouseCusp[] };
  aspects: Aspect[];
  moon_phase: MoonPhase;
  balance: Balance;
  chart_ruler: ChartRuler;
  settings: {
    house_system: HouseSystem;
    zodiac: 'tropical' | 'sidereal';
    ayanamsa: Ayanamsa | null;
    ayanamsa_degrees: number | null;
    orbs: Partial<Record<AspectKind, number>>;
    aspects: AspectKind[];
    armc: number;
    obliquity: number;
  };
  warnings: string[];
}

const ASPECTING: readonly PointKey[] = [...PLANETS, 'true_north_node', 'lilith', 'chiron', 'asc', 'mc'];
const MINUTE = 1 / 1440;
/** Degrees of sidereal time per solar day. */
const SIDEREAL_RATE = 360.98564736629;

function round(x: number, digits = 6): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

interface RawPoint {
  key: PointKey;
  kind: PointKind;
  pos: EclipticPosition;
}

function anglesAt(t: AstroTime, lat: number, lng: number): { angles: ReturnType<typeof computeAngles>; eps: number } {
  const eps = e_tilt(t).tobl;
  const armc = norm360(SiderealTime(t) * 15 + lng);
  return { angles: computeAngles(armc, lat, eps), eps };
}

export function calculateBirthChart(input: BirthInput, options: ChartOptions = {}): BirthChart {
  checkBirthInput(input);
  const hour = input.hour ?? 12;
  const minute = input.minute ?? 0;
  const tz = input.tz ?? 'UTC';
  const requested: HouseSystem = options.houseSystem ?? 'placidus';
  const zodiac = options.zodiac ?? 'tropical';
  const ayanamsaKind: Ayanamsa = options.ayanamsa ?? 'lahiri';
  const warnings: string[] = [];

  const resolved = localToUtc({ year: input.year, month: input.month, day: input.day, hour, minute }, tz);
  if (resolved.tzStatus === 'skipped') warnings.push(`${pad(hour)}:${pad(minute)} did not exist on that day in ${tz} (clocks moved forward); the chart uses the same moment read with the earlier offset`);
  if (resolved.tzStatus === 'ambiguous') warnings.push(`${pad(hour)}:${pad(minute)} happened twice that day in ${tz} (clocks moved back); the chart uses the earlier instant`);
  const t = timeFromDate(resolved.utc);

  const sky = skyContext(t);
  const raw: RawPoint[] = PLANETS.map((k) => ({ key: k, kind: 'planet' as const, pos: planetPosition(k, sky) }));
  const mn = meanNode(t);
  const tn = trueNode(t);
  raw.push(
    { key: 'mean_north_node', kind: 'lunar-point', pos: mn },
    { key: 'mean_south_node', kind: 'lunar-point', pos: southOf(mn) },
    { key: 'true_north_node', kind: 'lunar-point', pos: tn },
    { key: 'true_south_node', kind: 'lunar-point', pos: southOf(tn) },
    { key: 'lilith', kind: 'lunar-point', pos: meanLilith(t) },
    { key: 'chiron', kind: 'asteroid', pos: chironPosition(sky) },
  );

  const { angles, eps } = anglesAt(t, input.lat, input.lng);
  // The angles move with the sidereal time alone (obliquity is constant over a minute).
  const later = computeAngles(angles.armc + SIDEREAL_RATE * MINUTE, input.lat, eps);
  const angleSpeed = (a: number, b: number): number => (norm360(b - a + 180) - 180) / MINUTE;
  const ascSpeed = angleSpeed(angles.asc, later.asc);
  const mcSpeed = angleSpeed(angles.mc, later.mc);
  raw.push(
    { key: 'asc', kind: 'angle', pos: { longitude: angles.asc, latitude: 0, speed: ascSpeed, distance: 0 } },
    { key: 'mc', kind: 'angle', pos: { longitude: angles.mc, latitude: 0, speed: mcSpeed, distance: 0 } },
    { key: 'dsc', kind: 'angle', pos: { longitude: angles.dsc, latitude: 0, speed: ascSpeed, distance: 0 } },
    { key: 'ic', kind: 'angle', pos: { longitude: angles.ic, latitude: 0, speed: mcSpeed, distance: 0 } },
  );

  let houses = houseCusps(requested, angles, input.lat, eps);
  if (houses.fallbackFrom) {
    warnings.push(
      `${houses.fallbackFrom} houses are undefined above the polar circle (|lat| >= ${round(90 - eps, 2)}°), where some degrees never rise or set; Porphyry houses are used instead`,
    );
  }

  let ayanamsaDegrees: number | null = null;
  if (zodiac === 'sidereal') {
    ayanamsaDegrees = ayanamsaValue(ayanamsaKind, centuriesTT(t));
    const shift = ayanamsaDegrees + e_tilt(t).dpsi / 3600;
    for (const r of raw) r.pos = { ...r.pos, longitude: norm360(r.pos.longitude - shift) };
    const cusps = houses.cusps.map((c) => norm360(c - shift));
    if (houses.system === 'whole-sign') {
      const first = Math.floor(cusps[0] / 30) * 30;
      houses = { ...houses, cusps: cusps.map((_, i) => norm360(first + 30 * i)) };
    } else houses = { ...houses, cusps };
  }

  const points: ChartPoint[] = raw.map(({ key, kind, pos }) => {
    const degree = pos.longitude % 30;
    return {
      key,
      kind,
      longitude: round(pos.longitude),
      sign: signOf(pos.longitude),
      degree: round(degree),
      position: dms(degree),
      latitude: round(pos.latitude),
      speed: round(pos.speed),
      retrograde: kind !== 'angle' && pos.speed < 0,
      house: houseOf(pos.longitude, houses.cusps),
      // Declination from the tropical (of-date) longitude: the sidereal shift does not move a body in the sky.
      declination: round(declination(norm360(pos.longitude + (zodiac === 'sidereal' ? ayanamsaDegrees! + e_tilt(t).dpsi / 3600 : 0)), pos.latitude, eps)),
    };
  });

  const kinds: AspectKind[] = options.aspects ? [...options.aspects] : [...MAJOR_ASPECTS, ...(options.minorAspects ? MINOR_ASPECTS : [])];
  const aspectPoints = raw.filter((r) => ASPECTING.includes(r.key)).map((r) => ({ key: r.key, longitude: r.pos.longitude, speed: r.pos.speed }));
  const aspects = findAspects(aspectPoints, kinds).map((a) => ({ ...a, separation: round(a.separation), orb: round(a.orb) }));

  const sun = raw.find((r) => r.key === 'sun')!.pos;
  const moon = raw.find((r) => r.key === 'moon')!.pos;
  const phase = moonPhase(moon.longitude, moon.latitude, sun.longitude);
  const ascPoint = points.find((p) => p.key === 'asc')!;

  return {
    subject: {
      name: input.name,
      inputs: { year: input.year, month: input.month, day: input.day, hour, minute, lat: input.lat, lng: input.lng, tz, city: input.city ?? null, country: input.country ?? null },
      local_time: `${String(input.year).padStart(4, '0')}-${pad(input.month)}-${pad(input.day)}T${pad(hour)}:${pad(minute)}`,
      utc: resolved.utc.toISOString(),
      utc_offset: formatOffset(resolved.offsetSeconds),
      tz_status: resolved.tzStatus,
      julian_day_ut: round(julianDayUT(t), 8),
      delta_t_seconds: round(deltaTSeconds(t.ut), 3),
    },
    points,
    houses: {
      system: houses.system,
      requested_system: requested,
      cusps: houses.cusps.map((c, i) => ({ house: i + 1, longitude: round(c), sign: signOf(c), degree: round(c % 30), position: dms(c % 30) })),
    },
    aspects,
    moon_phase: { ...phase, angle: round(phase.angle), lunation_day: round(phase.lunation_day, 3), illumination: round(phase.illumination, 4) },
    balance: balanceOf(points.filter((p) => p.kind === 'planet').map((p) => ({ key: p.key, sign: p.sign }))),
    chart_ruler: chartRuler(ascPoint.sign),
    settings: {
      house_system: houses.system,
      zodiac,
      ayanamsa: zodiac === 'sidereal' ? ayanamsaKind : null,
      ayanamsa_degrees: ayanamsaDegrees === null ? null : round(ayanamsaDegrees),
      orbs: Object.fromEntries(kinds.map((k) => [k, DEFAULT_ORBS[k]])) as Partial<Record<AspectKind, number>>,
      aspects: kinds,
      armc: round(angles.armc),
      obliquity: round(eps),
    },
    warnings,
  };
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
