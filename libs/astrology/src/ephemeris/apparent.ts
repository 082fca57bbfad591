/**
 * Apparent geocentric ecliptic-of-date longitude, latitude and longitude speed from heliocentric EQJ states.
 * Light time and aberration together: the body's position at t − τ minus the Earth's at t − τ (as astronomy-engine
 * does), each moved back linearly with its velocity — the quadratic term is below 0.05" for every planet.
 * Speed: the derivative of atan2(y, x) of the rotated geocentric velocity, exact for the geometric motion.
 */
import { RotateVector, Vector, type AstroTime, type RotationMatrix } from 'astronomy-engine';
import { asind, norm360, RAD } from '../math/angles';
import type { EclipticPosition } from './ecliptic-point';
import type { State6 } from './hermite-track';

export const C_AU_PER_DAY = 173.1446326846693;

export function apparentFromStates(body: State6, earth: State6, toEcliptic: RotationMatrix, t: AstroTime): EclipticPosition {
  let x = body[0] - earth[0];
  let y = body[1] - earth[1];
  let z = body[2] - earth[2];
  const vx = body[3] - earth[3];
  const vy = body[4] - earth[4];
  const vz = body[5] - earth[5];
  // Two rounds of light time converge to microseconds for these distances.
  let tau = Math.hypot(x, y, z) / C_AU_PER_DAY;
  for (let i = 0; i < 2; i++) {
    const gx = x - vx * tau;
    const gy = y - vy * tau;
    const gz = z - vz * tau;
    tau = Math.hypot(gx, gy, gz) / C_AU_PER_DAY;
  }
  x -= vx * tau;
  y -= vy * tau;
  z -= vz * tau;
  const p = RotateVector(toEcliptic, new Vector(x, y, z, t));
  const v = RotateVector(toEcliptic, new Vector(vx, vy, vz, t));
  const rxy2 = p.x * p.x + p.y * p.y;
  const dist = Math.hypot(p.x, p.y, p.z);
  return {
    longitude: norm360(Math.atan2(p.y, p.x) * RAD),
    latitude: asind(p.z / dist),
    speed: ((p.x * v.y - p.y * v.x) / rxy2) * RAD,
    distance: dist,
  };
}
