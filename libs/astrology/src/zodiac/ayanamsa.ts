/**
 * Ayanamsas: the sidereal zodiac's offset from the tropical one. Each is defined by its value at a reference epoch
 * (the definitions the Swiss Ephemeris uses) and carried to the date by the general precession in longitude
 * (IAU 2006, Capitaine et al. 2003). The result is a mean ayanamsa; sidereal longitudes subtract it plus the
 * nutation in longitude, so sidereal positions carry no nutation.
 */
export const AYANAMSAS = ['lahiri', 'fagan-bradley', 'raman', 'krishnamurti'] as const;
export type Ayanamsa = (typeof AYANAMSAS)[number];

/** Reference epoch (Julian day, TT) and the ayanamsa there (degrees). */
const DEFINITIONS: Record<Ayanamsa, { jd: number; value: number }> = {
  lahiri: { jd: 2435553.5, value: 23.250182778 - 0.004658035 },
  'fagan-bradley': { jd: 2433282.42346, value: 24.042044444 },
  raman: { jd: 2415020.0, value: 360 - 338.98556 },
  krishnamurti: { jd: 2415020.0, value: 360 - 337.636111 },
};

/** General precession in longitude since J2000, degrees, T in Julian centuries TT. */
function precession(T: number): number {
  return (5028.796195 * T + 1.1054348 * T * T + 0.00007964 * T ** 3 - 0.000023857 * T ** 4) / 3600;
}

/** Mean ayanamsa in degrees at T (Julian centuries TT since J2000). */
export function ayanamsaValue(kind: Ayanamsa, T: number): number {
  const d = DEFINITIONS[kind];
  const T0 = (d.jd - 2451545.0) / 36525;
  return d.value + precession(T) - precession(T0);
}
