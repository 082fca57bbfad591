/**
 * Collision-free placement of glyphs around the wheel: keeps the zodiac order and pushes neighbours apart until
 * every pair is at least `minGap` degrees apart (or the circle is too full, when they share it evenly).
 */
import { norm360, signedDiff } from '../math/angles';

export function spreadLongitudes(longitudes: number[], minGap: number): number[] {
  const n = longitudes.length;
  if (n < 2) return longitudes.slice();
  const gap = Math.min(minGap, 360 / n);
  const order = longitudes.map((lon, i) => ({ lon: norm360(lon), i })).sort((a, b) => a.lon - b.lon);
  // Unroll onto a line starting after the widest empty arc, so the spreading never has to wrap around.
  let widest = 0;
  let start = 0;
  for (let k = 0; k < n; k++) {
    const next = k === n - 1 ? order[0].lon + 360 : order[k + 1].lon;
    if (next - order[k].lon > widest) {
      widest = next - order[k].lon;
      start = (k + 1) % n;
    }
  }
  const base = order[start].lon;
  const items = Array.from({ length: n }, (_, k) => order[(start + k) % n]);
  const target = items.map((o) => norm360(o.lon - base));
  const pos = target.slice();
  for (let iter = 0; iter < 200; iter++) {
    let moved = false;
    for (let k = 0; k + 1 < n; k++) {
      const d = pos[k + 1] - pos[k];
      if (d < gap - 1e-9) {
        const push = (gap - d) / 2;
        pos[k] -= push;
        pos[k + 1] += push;
        moved = true;
      }
    }
    // Do not let the unrolled line overlap its own start across the widest arc.
    const span = pos[n - 1] - pos[0];
    if (span > 360 - gap) {
      const shrink = (360 - gap) / span;
      const mid = pos[0];
      for (let k = 0; k < n; k++) pos[k] = mid + (pos[k] - mid) * shrink;
    }
    if (!moved) break;
  }
  const out = new Array<number>(n);
  items.forEach((o, k) => (out[o.i] = norm360(base + pos[k])));
  return out;
}

/** Smallest circular distance between any two of the longitudes. */
export function minSeparation(longitudes: number[]): number {
  let min = 360;
  for (let i = 0; i < longitudes.length; i++)
    for (let j = i + 1; j < longitudes.length; j++) min = Math.min(min, Math.abs(signedDiff(longitudes[i], longitudes[j])));
  return min;
}
