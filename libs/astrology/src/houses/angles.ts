/** The chart angles from the local sidereal time (ARMC), latitude and true obliquity: spherical astronomy formulas. */
import { atan2d, cosd, norm360, sind, tand } from '../math/angles';

export interface Angles {
  armc: number;
  asc: number;
  mc: number;
  dsc: number;
  ic: number;
}

/** Midheaven: the ecliptic point on the meridian, tan(MC) = tan(ARMC) / cos(eps). */
export function midheaven(armc: number, eps: number): number {
  return norm360(atan2d(sind(armc), cosd(armc) * cosd(eps)));
}

/**
 * The ecliptic point rising (east) on the horizon of a place at pole height `pole` when the equator point rising
 * there has right ascension `oa` (its oblique ascension). The ascendant is obliqueAscendant(ARMC + 90, latitude);
 * the Koch, Regiomontanus and Campanus cusps are the same function with other arguments.
 */
export function obliqueAscendant(oa: number, pole: number, eps: number): number {
  return norm360(atan2d(sind(oa), cosd(oa) * cosd(eps) - tand(pole) * sind(eps)));
}

export function computeAngles(armc: number, latitude: number, eps: number): Angles {
  const mc = midheaven(armc, eps);
  const asc = obliqueAscendant(armc + 90, latitude, eps);
  return { armc: norm360(armc), asc, mc, dsc: norm360(asc + 180), ic: norm360(mc + 180) };
}
