/**
 * (2060) Chiron. astronomy-engine has no Chiron, so its GravitySimulator integrates the heliocentric state from the
 * nearest seed of data/chiron-seeds.json (Swiss Ephemeris-derived, see data/PROVENANCE.md) under the Sun and planets.
 * Each seed's stretch (±5 years, more at the ends of the table) is integrated once, sampled every STEP days, and
 * kept; a position is then a cubic Hermite interpolation of the samples (positions and velocities), which for a
 * body this slow is exact to far below an arcsecond.
 */
import { Body, GravitySimulator, StateVector } from 'astronomy-engine';
import { apparentFromStates } from './apparent';
import { hermite, type State6 } from './hermite-track';
import type { SkyContext } from './planets';
import { timeFromTtDays } from '../time/astro-time';
import seedFile from '../../data/chiron-seeds.json';
import type { EclipticPosition } from './ecliptic-point';

interface Seed {
  tt_jd: number;
  x: number;
  y: number;
  z: number;
  vx: number;
  vy: number;
  vz: number;
}

const SEEDS = (seedFile.seeds as Seed[]).slice().sort((a, b) => a.tt_jd - b.tt_jd);
const J2000 = 2451545.0;
/** Integration step (days); 10-year seed-to-seed runs stay within ~1e-6 AU of the next seed at this step. */
export const CHIRON_STEP = 4;
const STEP = CHIRON_STEP;
const HALF_SPAN = 5 * 365.25 + 30;
/** Far enough before the first seed and after the last to cover 1800-2200 and a margin. */
const END_SPAN = 55 * 365.25;

interface Segment {
  tt: number[];
  states: number[][];
}

const segments = new Map<number, Segment>();

function integrate(seed: Seed, fromTt: number, toTt: number): Segment {
  return integrateSeed(seed, fromTt, toTt);
}

function integrateSeed(seed: Seed, fromTt: number, toTt: number): Segment {
  const startTt = seed.tt_jd - J2000;
  const start = timeFromTtDays(startTt);
  const run = (direction: 1 | -1, limit: number): { tt: number; s: number[] }[] => {
    const sim = new GravitySimulator(Body.Sun, start, [
      new StateVector(seed.x, seed.y, seed.z, seed.vx, seed.vy, seed.vz, start),
    ]);
    const out: { tt: number; s: number[] }[] = [];
    let t = start;
    while ((direction > 0 ? t.tt < limit : t.tt > limit)) {
      t = t.AddDays(direction * STEP);
      const [st] = sim.Update(t);
      out.push({ tt: t.tt, s: [st.x, st.y, st.z, st.vx, st.vy, st.vz] });
    }
    return out;
  };
  const back = run(-1, fromTt).reverse();
  const fwd = run(1, toTt);
  const all = [...back, { tt: startTt, s: [seed.x, seed.y, seed.z, seed.vx, seed.vy, seed.vz] }, ...fwd];
  return { tt: all.map((a) => a.tt), states: all.map((a) => a.s) };
}

function segmentFor(tt: number): Segment {
  let best = 0;
  for (let i = 1; i < SEEDS.length; i++) {
    if (Math.abs(SEEDS[i].tt_jd - J2000 - tt) < Math.abs(SEEDS[best].tt_jd - J2000 - tt)) best = i;
  }
  let seg = segments.get(best);
  if (!seg) {
    const centre = SEEDS[best].tt_jd - J2000;
    const before = best === 0 ? END_SPAN : HALF_SPAN;
    const after = best === SEEDS.length - 1 ? END_SPAN : HALF_SPAN;
    seg = integrate(SEEDS[best], centre - before, centre + after);
    segments.set(best, seg);
  }
  return seg;
}

/** Heliocentric EQJ state of Chiron at TT `tt` (days since J2000), cubic Hermite between samples. */
export function chironHelioState(tt: number): State6 {
  const seg = segmentFor(tt);
  const n = seg.tt.length;
  if (tt <= seg.tt[0] || tt >= seg.tt[n - 1]) throw new RangeError(`Chiron is modelled from 1795 to 2205 only (tt ${tt})`);
  let i = Math.min(n - 2, Math.max(0, Math.floor((tt - seg.tt[0]) / STEP)));
  while (i > 0 && seg.tt[i] > tt) i--;
  while (i < n - 2 && seg.tt[i + 1] < tt) i++;
  return hermite(seg.tt[i], seg.states[i] as State6, seg.tt[i + 1], seg.states[i + 1] as State6, tt);
}

export function chironPosition(sky: SkyContext): EclipticPosition {
  return apparentFromStates(chironHelioState(sky.t.tt), sky.earth, sky.toEcliptic, sky.t);
}

/**
 * For tests: integrates seed `from` up to the TT of seed `to` and returns the distance (AU) between the integrated
 * and the tabulated state, an independent check of the integration against the next seed.
 */
export function seedToSeedErrorAU(from: number, to: number): number {
  const a = SEEDS[from];
  const b = SEEDS[to];
  const target = b.tt_jd - J2000;
  const seg = integrateSeed(a, Math.min(a.tt_jd - J2000, target) - 10, Math.max(a.tt_jd - J2000, target) + 10);
  const i = seg.tt.findIndex((x) => x >= target);
  // Hermite between samples as in chironHelioPosition, done here on the private segment.
  const t0 = seg.tt[i - 1];
  const h = seg.tt[i] - t0;
  const s = (target - t0) / h;
  const p = [0, 1, 2].map((k) => {
    const A = seg.states[i - 1];
    const B = seg.states[i];
    return (2 * s ** 3 - 3 * s ** 2 + 1) * A[k] + (s ** 3 - 2 * s ** 2 + s) * h * A[k + 3] + (-2 * s ** 3 + 3 * s ** 2) * B[k] + (s ** 3 - s ** 2) * h * B[k + 3];
  });
  return Math.hypot(p[0] - b.x, p[1] - b.y, p[2] - b.z);
}

export const CHIRON_SEED_COUNT = SEEDS.length;
