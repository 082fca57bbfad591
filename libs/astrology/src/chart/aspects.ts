/**
 * Aspects between chart points. Default orbs (documented in the response settings): conjunction and opposition
 * 10°, trine 8°, sextile 6°, square 5°; minor aspects only on request, 2° (quincunx 3°). An aspect is applying
 * when its orb is shrinking at the chart's moment (from the two points' speeds), separating otherwise.
 */
import { signedDiff } from '../math/angles';

export const MAJOR_ASPECTS = ['conjunction', 'opposition', 'trine', 'square', 'sextile'] as const;
export const MINOR_ASPECTS = ['quincunx', 'semisextile', 'semisquare', 'sesquiquadrate', 'quintile', 'biquintile'] as const;
export type AspectKind = (typeof MAJOR_ASPECTS)[number] | (typeof MINOR_ASPECTS)[number];

export const ASPECT_ANGLE: Record<AspectKind, number> = {
  conjunction: 0,
  opposition: 180,
  trine: 120,
  square: 90,
  sextile: 60,
  quincunx: 150,
  semisextile: 30,
  semisquare: 45,
  sesquiquadrate: 135,
  quintile: 72,
  biquintile: 144,
};

export const DEFAULT_ORBS: Record<AspectKind, number> = {
  conjunction: 10,
  opposition: 10,
  trine: 8,
  square: 5,
  sextile: 6,
  quincunx: 3,
  semisextile: 2,
  semisquare: 2,
  sesquiquadrate: 2,
  quintile: 2,
  biquintile: 2,
};

export interface AspectPoint {
  key: string;
  longitude: number;
  speed: number;
}

export interface Aspect {
  a: string;
  b: string;
  kind: AspectKind;
  angle: number;
  /** Actual separation in degrees (0-180). */
  separation: number;
  /** |separation - angle|, degrees. */
  orb: number;
  applying: boolean;
}

/** The closest aspect between two points within its orb, or null. `applying` uses both points' speeds. */
export function aspectBetween(p: AspectPoint, q: AspectPoint, kinds: readonly AspectKind[], orbs: Record<AspectKind, number>): Aspect | null {
  const d = signedDiff(q.longitude, p.longitude); // q - p in [-180, 180)
  const separation = Math.abs(d);
  let best: AspectKind | null = null;
  for (const kind of kinds) {
    const orb = Math.abs(separation - ASPECT_ANGLE[kind]);
    if (orb <= orbs[kind] && (best === null || orb < Math.abs(separation - ASPECT_ANGLE[best]))) best = kind;
  }
  if (best === null) return null;
  const angle = ASPECT_ANGLE[best];
  // d|d|/dt = sign(d)·(vq - vp); the orb shrinks when |d| moves toward the aspect angle.
  const rate = Math.sign(d || 1) * (q.speed - p.speed);
  const gap = separation - angle;
  const applying = gap === 0 ? false : gap > 0 ? rate < 0 : rate > 0;
  return { a: p.key, b: q.key, kind: best, angle, separation, orb: Math.abs(gap), applying };
}

export function findAspects(points: AspectPoint[], kinds: readonly AspectKind[], orbs: Record<AspectKind, number> = DEFAULT_ORBS): Aspect[] {
  const out: Aspect[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const a = aspectBetween(points[i], points[j], kinds, orbs);
      if (a) out.push(a);
    }
  }
  return out.sort((x, y) => x.orb - y.orb);
}

/** Aspects from every point of `from` to every point of `to` (transits to a natal chart, or two charts). */
export function findCrossAspects(from: AspectPoint[], to: AspectPoint[], kinds: readonly AspectKind[], orbs: Record<AspectKind, number>): Aspect[] {
  const out: Aspect[] = [];
  for (const p of from) {
    for (const q of to) {
      const a = aspectBetween(p, q, kinds, orbs);
      if (a) out.push(a);
    }
  }
  return out.sort((x, y) => x.orb - y.orb);
}
