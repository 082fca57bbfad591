/**
 * House cusps. Quadrant systems fix cusps 1, 4, 7, 10 to the angles and place 11, 12, 2, 3 (the rest are
 * opposite). Placidus trisects each point's own diurnal/nocturnal semi-arc (iterated); Koch trisects the MC's
 * semi-arc; Regiomontanus and Campanus are oblique ascendants for fixed pole heights; Porphyry trisects the
 * ecliptic quadrants. Above the polar circle some ecliptic points never rise, so Placidus and Koch are undefined
 * there; the chart falls back to Porphyry and says so.
 */
import { asind, atan2d, cosd, norm360, sind, tand, signedDiff } from '../math/angles';
import { obliqueAscendant, type Angles } from './angles';

export const HOUSE_SYSTEMS = ['placidus', 'koch', 'whole-sign', 'equal', 'porphyry', 'regiomontanus', 'campanus'] as const;
export type HouseSystem = (typeof HOUSE_SYSTEMS)[number];

export interface HouseResult {
  system: HouseSystem;
  /** Twelve cusp longitudes, index 0 = house 1. */
  cusps: number[];
  /** Set when the requested system could not be used and Porphyry was used instead. */
  fallbackFrom?: HouseSystem;
}

/** Whether Placidus/Koch exist at this latitude: every ecliptic point must rise and set (|lat| < 90° - eps). */
export function quadrantSemiArcsDefined(latitude: number, eps: number): boolean {
  return Math.abs(latitude) < 90 - eps;
}

function fromQuadrant(asc: number, mc: number, c11: number, c12: number, c2: number, c3: number): number[] {
  const c = [asc, c2, c3, norm360(mc + 180), 0, 0, norm360(asc + 180), 0, 0, mc, c11, c12];
  c[4] = norm360(c11 + 180);
  c[5] = norm360(c12 + 180);
  c[7] = norm360(c2 + 180);
  c[8] = norm360(c3 + 180);
  return c;
}

/** Ecliptic longitude with right ascension `ra`. */
function longitudeOfRa(ra: number, eps: number): number {
  return norm360(atan2d(sind(ra), cosd(ra) * cosd(eps)));
}

/**
 * Placidus cusp at fraction `f` of a semi-arc: above the horizon RA = ARMC + f·SDA(δ) (houses 11, 12 with f = 1/3,
 * 2/3), below RA = ARMC + 180 − f·SNA(δ) (houses 3, 2 with f = 1/3, 2/3). δ depends on the cusp: iterate.
 */
function placidusCusp(armc: number, lat: number, eps: number, f: number, above: boolean): number {
  let ra = above ? armc + f * 90 : armc + 180 - f * 90;
  let lon = longitudeOfRa(ra, eps);
  for (let i = 0; i < 50; i++) {
    const dec = asind(sind(eps) * sind(lon));
    const ad = asind(tand(lat) * tand(dec));
    ra = above ? armc + f * (90 + ad) : armc + 180 - f * (90 - ad);
    const next = longitudeOfRa(ra, eps);
    if (Math.abs(signedDiff(next, lon)) < 1e-9) return next;
    lon = next;
  }
  return lon;
}

function placidus(a: Angles, lat: number, eps: number): number[] {
  return fromQuadrant(
    a.asc,
    a.mc,
    placidusCusp(a.armc, lat, eps, 1 / 3, true),
    placidusCusp(a.armc, lat, eps, 2 / 3, true),
    placidusCusp(a.armc, lat, eps, 2 / 3, false),
    placidusCusp(a.armc, lat, eps, 1 / 3, false),
  );
}

function koch(a: Angles, lat: number, eps: number): number[] {
  const decMc = asind(sind(eps) * sind(a.mc));
  const ad3 = asind(tand(lat) * tand(decMc)) / 3;
  const th = a.armc;
  return fromQuadrant(
    a.asc,
    a.mc,
    obliqueAscendant(th + 30 - 2 * ad3, lat, eps),
    obliqueAscendant(th + 60 - ad3, lat, eps),
    obliqueAscendant(th + 120 + ad3, lat, eps),
    obliqueAscendant(th + 150 + 2 * ad3, lat, eps),
  );
}

function regiomontanus(a: Angles, lat: number, eps: number): number[] {
  const p1 = Math.atan(tand(lat) * 0.5) * (180 / Math.PI);
  const p2 = Math.atan(tand(lat) * cosd(30)) * (180 / Math.PI);
  const th = a.armc;
  return fromQuadrant(
    a.asc,
    a.mc,
    obliqueAscendant(th + 30, p1, eps),
    obliqueAscendant(th + 60, p2, eps),
    obliqueAscendant(th + 120, p2, eps),
    obliqueAscendant(th + 150, p1, eps),
  );
}

function campanus(a: Angles, lat: number, eps: number): number[] {
  const p1 = asind(sind(lat) / 2);
  const p2 = asind((Math.sqrt(3) / 2) * sind(lat));
  const x1 = Math.atan(Math.sqrt(3) / cosd(lat)) * (180 / Math.PI);
  const x2 = Math.atan(1 / Math.sqrt(3) / cosd(lat)) * (180 / Math.PI);
  const th = a.armc + 90;
  return fromQuadrant(
    a.asc,
    a.mc,
    obliqueAscendant(th - x1, p1, eps),
    obliqueAscendant(th - x2, p2, eps),
    obliqueAscendant(th + x2, p2, eps),
    obliqueAscendant(th + x1, p1, eps),
  );
}

function porphyry(a: Angles): number[] {
  const q1 = norm360(a.asc - a.mc); // MC → Asc arc (houses 10-12)
  const q2 = norm360(a.ic - a.asc); // Asc → IC arc (houses 1-3)
  return fromQuadrant(a.asc, a.mc, a.mc + q1 / 3, a.mc + (2 * q1) / 3, a.asc + q2 / 3, a.asc + (2 * q2) / 3).map(norm360);
}

function equal(a: Angles): number[] {
  return Array.from({ length: 12 }, (_, i) => norm360(a.asc + 30 * i));
}

function wholeSign(a: Angles): number[] {
  const first = Math.floor(a.asc / 30) * 30;
  return Array.from({ length: 12 }, (_, i) => norm360(first + 30 * i));
}

export function houseCusps(system: HouseSystem, angles: Angles, latitude: number, eps: number): HouseResult {
  switch (system) {
    case 'placidus':
    case 'koch':
      if (!quadrantSemiArcsDefined(latitude, eps)) return { system: 'porphyry', cusps: porphyry(angles), fallbackFrom: system };
      return { system, cusps: system === 'placidus' ? placidus(angles, latitude, eps) : koch(angles, latitude, eps) };
    case 'regiomontanus':
      return { system, cusps: regiomontanus(angles, latitude, eps) };
    case 'campanus':
      return { system, cusps: campanus(angles, latitude, eps) };
    case 'porphyry':
      return { system, cusps: porphyry(angles) };
    case 'equal':
      return { system, cusps: equal(angles) };
    case 'whole-sign':
      return { system, cusps: wholeSign(angles) };
  }
}

/** House (1-12) of a longitude: the cusp it follows, walking the cusps in zodiac order. */
export function houseOf(longitude: number, cusps: number[]): number {
  for (let i = 0; i < 12; i++) {
    const start = cusps[i];
    const width = norm360(cusps[(i + 1) % 12] - start);
    if (norm360(longitude - start) < width) return i + 1;
  }
  return 1;
}
