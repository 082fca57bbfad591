/**
 * The Moon's nodes and mean apogee (Lilith), our own formulas:
 *  - mean node and mean perigee: the polynomial mean elements of Chapront (Meeus, Astronomical Algorithms ch. 47),
 *    plus nutation in longitude so they share the true equinox of date with the planets;
 *  - true node: the osculating node of the Moon's geocentric orbit (position × velocity in the ecliptic of date);
 *  - mean Lilith: the mean apogee lies in the Moon's mean orbital plane, so it is projected onto the ecliptic through
 *    the mean node and the mean inclination (this projection moves it by up to ~12').
 */
import { GeoMoonState, Rotation_EQJ_ECT, RotateVector, Vector, e_tilt, type AstroTime } from 'astronomy-engine';
import { asind, atan2d, cosd, norm360, signedDiff, sind } from '../math/angles';
import { centuriesTT } from '../time/astro-time';
import type { EclipticPosition } from './ecliptic-point';

const INCLINATION = 5.1453964;

function nutationLongitude(t: AstroTime): number {
  return e_tilt(t).dpsi / 3600;
}

/** Mean ascending node, mean equinox of date (degrees). */
export function meanNodeMeanEquinox(T: number): number {
  return norm360(125.0445479 - 1934.1362891 * T + 0.0020754 * T * T + (T * T * T) / 467441 - (T * T * T * T) / 60616000);
}

/** Mean perigee, mean equinox of date (degrees). */
export function meanPerigeeMeanEquinox(T: number): number {
  return norm360(83.3532465 + 4069.0137287 * T - 0.01032 * T * T - (T * T * T) / 80053 + (T * T * T * T) / 18999000);
}

const DAYS_PER_CENTURY = 36525;

export function meanNode(t: AstroTime): EclipticPosition {
  const T = centuriesTT(t);
  const dT = 1 / DAYS_PER_CENTURY;
  const speed = signedDiff(meanNodeMeanEquinox(T + dT), meanNodeMeanEquinox(T - dT)) / 2;
  return { longitude: norm360(meanNodeMeanEquinox(T) + nutationLongitude(t)), latitude: 0, speed, distance: 0 };
}

function lilithAt(T: number): { lon: number; lat: number } {
  const node = meanNodeMeanEquinox(T);
  const apogee = meanPerigeeMeanEquinox(T) + 180;
  // Argument of latitude of the apogee in the orbital plane, then back to the ecliptic.
  const u = apogee - node;
  return {
    lon: norm360(node + atan2d(sind(u) * cosd(INCLINATION), cosd(u))),
    lat: asind(sind(u) * sind(INCLINATION)),
  };
}

export function meanLilith(t: AstroTime): EclipticPosition {
  const T = centuriesTT(t);
  const dT = 1 / DAYS_PER_CENTURY;
  const now = lilithAt(T);
  const speed = signedDiff(lilithAt(T + dT).lon, lilithAt(T - dT).lon) / 2;
  return { longitude: norm360(now.lon + nutationLongitude(t)), latitude: now.lat, speed, distance: 0 };
}

function osculatingNodeLongitude(t: AstroTime): number {
  const s = GeoMoonState(t);
  const rot = Rotation_EQJ_ECT(t);
  const r = RotateVector(rot, new Vector(s.x, s.y, s.z, t));
  const v = RotateVector(rot, new Vector(s.vx, s.vy, s.vz, t));
  // Angular momentum h = r × v; the ascending node lies along z × h = (-hy, hx, 0).
  const hx = r.y * v.z - r.z * v.y;
  const hy = r.z * v.x - r.x * v.z;
  return norm360(atan2d(hx, -hy));
}

export function trueNode(t: AstroTime): EclipticPosition {
  const step = 0.02;
  const now = osculatingNodeLongitude(t);
  const speed = signedDiff(osculatingNodeLongitude(t.AddDays(step)), now) / step;
  return { longitude: now, latitude: 0, speed, distance: 0 };
}

/** The south node is the point opposite, moving with it. */
export function southOf(node: EclipticPosition): EclipticPosition {
  return { ...node, longitude: norm360(node.longitude + 180) };
}
