/**
 * Apparent geocentric positions of the Sun, Moon and planets in the true ecliptic and equinox of date, from
 * astronomy-engine: one heliocentric state (position and velocity) per body, made apparent by apparentFromStates.
 * Pluto (integrated by astronomy-engine itself, ~1 ms a call) is read from a cached Hermite track.
 */
import { Body, EclipticGeoMoon, HelioState, Rotation_EQJ_ECT, type AstroTime, type RotationMatrix } from 'astronomy-engine';
import { norm360, signedDiff } from '../math/angles';
import { timeFromTtDays } from '../time/astro-time';
import { apparentFromStates } from './apparent';
import type { EclipticPosition } from './ecliptic-point';
import { HermiteTrack, type State6 } from './hermite-track';

export type PlanetKey = 'sun' | 'moon' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn' | 'uranus' | 'neptune' | 'pluto';

export const PLANETS: readonly PlanetKey[] = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];

const BODY: Record<Exclude<PlanetKey, 'sun' | 'moon' | 'pluto'>, Body> = {
  mercury: Body.Mercury,
  venus: Body.Venus,
  mars: Body.Mars,
  jupiter: Body.Jupiter,
  saturn: Body.Saturn,
  uranus: Body.Uranus,
  neptune: Body.Neptune,
};

function stateOf(body: Body, t: AstroTime): State6 {
  const s = HelioState(body, t);
  return [s.x, s.y, s.z, s.vx, s.vy, s.vz];
}

const pluto = new HermiteTrack(4, 2000, (tts) => ({ tt: tts, states: tts.map((tt) => stateOf(Body.Pluto, timeFromTtDays(tt))) }));

/** What every body of one chart shares: the time, the Earth's state and the EQJ → true-ecliptic-of-date rotation. */
export interface SkyContext {
  t: AstroTime;
  earth: State6;
  toEcliptic: RotationMatrix;
}

export function skyContext(t: AstroTime): SkyContext {
  return { t, earth: stateOf(Body.Earth, t), toEcliptic: Rotation_EQJ_ECT(t) };
}

const SUN: State6 = [0, 0, 0, 0, 0, 0];
const MOON_STEP = 0.01;

export function planetPosition(key: PlanetKey, sky: SkyContext): EclipticPosition {
  const { t, earth, toEcliptic } = sky;
  switch (key) {
    case 'moon': {
      const now = EclipticGeoMoon(t);
      const before = EclipticGeoMoon(t.AddDays(-MOON_STEP));
      const after = EclipticGeoMoon(t.AddDays(MOON_STEP));
      return { longitude: norm360(now.lon), latitude: now.lat, speed: signedDiff(after.lon, before.lon) / (2 * MOON_STEP), distance: now.dist };
    }
    case 'sun':
      return apparentFromStates(SUN, earth, toEcliptic, t);
    case 'pluto':
      return apparentFromStates(pluto.state(t.tt), earth, toEcliptic, t);
    default:
      return apparentFromStates(stateOf(BODY[key], t), earth, toEcliptic, t);
  }
}
