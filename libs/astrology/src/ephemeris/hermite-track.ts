/**
 * A body's heliocentric EQJ state sampled on a fixed TT grid, built lazily one block at a time and interpolated by
 * cubic Hermite (positions and velocities). Used where the source is slow per call (Pluto's own integration in
 * astronomy-engine; Chiron's GravitySimulator): slow-moving bodies interpolate to far below an arcsecond.
 */
export type State6 = [number, number, number, number, number, number];

export class HermiteTrack {
  private readonly blocks = new Map<number, { tt: number[]; states: State6[] }>();

  constructor(
    private readonly step: number,
    private readonly blockDays: number,
    /** Samples the state at grid TT values `tts` (ascending), returning one state per value. */
    private readonly sample: (tts: number[]) => { tt: number[]; states: State6[] },
  ) {}

  state(tt: number): State6 {
    const key = Math.floor(tt / this.blockDays);
    let block = this.blocks.get(key);
    if (!block) {
      const start = key * this.blockDays - this.step;
      const n = Math.ceil(this.blockDays / this.step) + 3;
      block = this.sample(Array.from({ length: n }, (_, i) => start + i * this.step));
      this.blocks.set(key, block);
    }
    const { tt: grid, states } = block;
    let i = Math.max(0, Math.min(grid.length - 2, Math.floor((tt - grid[0]) / this.step)));
    while (i > 0 && grid[i] > tt) i--;
    while (i < grid.length - 2 && grid[i + 1] < tt) i++;
    return hermite(grid[i], states[i], grid[i + 1], states[i + 1], tt);
  }
}

export function hermite(t0: number, a: State6, t1: number, b: State6, tt: number): State6 {
  const h = t1 - t0;
  const s = (tt - t0) / h;
  const s2 = s * s;
  const s3 = s2 * s;
  const h00 = 2 * s3 - 3 * s2 + 1;
  const h10 = s3 - 2 * s2 + s;
  const h01 = -2 * s3 + 3 * s2;
  const h11 = s3 - s2;
  // Derivatives of the basis with respect to s, divided by h for d/dt.
  const d00 = (6 * s2 - 6 * s) / h;
  const d10 = 3 * s2 - 4 * s + 1;
  const d01 = (-6 * s2 + 6 * s) / h;
  const d11 = 3 * s2 - 2 * s;
  const out = [0, 0, 0, 0, 0, 0] as State6;
  for (let k = 0; k < 3; k++) {
    out[k] = h00 * a[k] + h10 * h * a[k + 3] + h01 * b[k] + h11 * h * b[k + 3];
    out[k + 3] = d00 * a[k] + d10 * a[k + 3] + d01 * b[k] + d11 * b[k + 3];
  }
  return out;
}
