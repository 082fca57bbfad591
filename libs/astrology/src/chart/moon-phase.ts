/**
 * Moon phase from our own Moon and Sun longitudes (astronomy-engine's MoonPhase() is ~20" off ours): the phase
 * angle Moon − Sun, the day of the lunation, the illuminated fraction from the true Sun-Moon elongation, and a name
 * for each 45° sector centred on the four quarters and the four in-between phases.
 */
import { cosd, norm360 } from '../math/angles';

export const SYNODIC_MONTH = 29.530588853;
export const PHASE_NAMES = ['new-moon', 'waxing-crescent', 'first-quarter', 'waxing-gibbous', 'full-moon', 'waning-gibbous', 'last-quarter', 'waning-crescent'] as const;
export type PhaseName = (typeof PHASE_NAMES)[number];

export interface MoonPhase {
  angle: number;
  lunation_day: number;
  phase: PhaseName;
  illumination: number;
  waxing: boolean;
}

export function moonPhase(moonLon: number, moonLat: number, sunLon: number): MoonPhase {
  const angle = norm360(moonLon - sunLon);
  const cosElongation = cosd(moonLat) * cosd(angle);
  return {
    angle,
    lunation_day: (angle / 360) * SYNODIC_MONTH,
    phase: PHASE_NAMES[Math.floor(norm360(angle + 22.5) / 45) % 8],
    illumination: (1 - cosElongation) / 2,
    waxing: angle < 180,
  };
}
