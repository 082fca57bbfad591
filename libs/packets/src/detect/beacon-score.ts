/**
 * RITA-style beacon scoring of one series of connections (timestamps in seconds, sizes in bytes), each part
 * 0..1 where 1 means "machine-regular":
 *  - timing: 1 − |Bowley skew| of the inter-arrival times, and 1 − MAD/30 s of them (RITA's dispersion score,
 *    with the 30 s cap lowered to the median interval for fast beacons so their jitter is judged to scale);
 *  - size: 1 − |Bowley skew| of the sizes, 1 − MAD/32 bytes, and smallness 1 − mode/65535;
 *  - histogram: the capture span cut into 24 equal bins (RITA's 24 hours); the share of bins, within the span
 *    the pair was active, that hold a connection: a beacon fills them evenly, bursty use does not;
 *  - duration: the share of the capture span between the pair's first and last connection.
 * The score is the mean of the four (timing, size, histogram, duration).
 */
export interface BeaconScore {
  score: number;
  timing: number;
  size: number;
  histogram: number;
  duration: number;
  median_interval_s: number;
  interval_mad_s: number;
  interval_skew: number;
  median_bytes: number;
  bytes_mad: number;
  connections: number;
}

export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

/** Bowley (quartile) skewness: (Q1 + Q3 − 2·median)/(Q3 − Q1); 0 when the quartiles coincide. */
export function bowleySkew(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const q1 = quantile(s, 0.25);
  const q2 = quantile(s, 0.5);
  const q3 = quantile(s, 0.75);
  if (q3 === q1 || q2 === q1 || q2 === q3) return 0;
  return (q1 + q3 - 2 * q2) / (q3 - q1);
}

/** Median absolute deviation from the median. */
export function mad(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = quantile(s, 0.5);
  return quantile(
    s.map((v) => Math.abs(v - m)).sort((a, b) => a - b),
    0.5,
  );
}

function mode(values: readonly number[]): number {
  const counts = new Map<number, number>();
  let best = values[0] ?? 0;
  let bestCount = 0;
  for (const v of values) {
    const c = (counts.get(v) ?? 0) + 1;
    counts.set(v, c);
    if (c > bestCount || (c === bestCount && v < best)) {
      best = v;
      bestCount = c;
    }
  }
  return best;
}

const clamp = (x: number): number => (x < 0 ? 0 : x > 1 ? 1 : x);

export function beaconScore(times: readonly number[], sizes: readonly number[], captureFirst: number, captureLast: number): BeaconScore {
  const ts = [...times].sort((a, b) => a - b);
  const deltas: number[] = [];
  for (let i = 1; i < ts.length; i++) deltas.push(ts[i] - ts[i - 1]);
  const sortedDeltas = [...deltas].sort((a, b) => a - b);
  const medianInterval = quantile(sortedDeltas, 0.5);
  const intervalMad = mad(deltas);
  const skew = bowleySkew(deltas);
  const madCap = Math.max(1e-3, Math.min(30, medianInterval));
  const timing = (clamp(1 - Math.abs(skew)) + clamp(1 - intervalMad / madCap)) / 2;

  const sizeSkew = bowleySkew(sizes);
  const sizeMad = mad(sizes);
  const size = (clamp(1 - Math.abs(sizeSkew)) + clamp(1 - sizeMad / 32) + clamp(1 - mode(sizes) / 65535)) / 3;

  const span = captureLast - captureFirst;
  const first = ts[0];
  const last = ts[ts.length - 1];
  let histogram = 0;
  let duration = 0;
  if (span > 0) {
    const bins = new Array<number>(24).fill(0);
    for (const t of ts) bins[Math.min(23, Math.floor(((t - captureFirst) / span) * 24))]++;
    const fromBin = Math.min(23, Math.floor(((first - captureFirst) / span) * 24));
    const toBin = Math.min(23, Math.floor(((last - captureFirst) / span) * 24));
    let filled = 0;
    for (let b = fromBin; b <= toBin; b++) if (bins[b] > 0) filled++;
    histogram = filled / (toBin - fromBin + 1);
    duration = clamp((last - first) / span);
  }
  const score = (timing + size + histogram + duration) / 4;
  const r = (x: number): number => Math.round(x * 1000) / 1000;
  return {
    score: r(score),
    timing: r(timing),
    size: r(size),
    histogram: r(histogram),
    duration: r(duration),
    median_interval_s: r(medianInterval),
    interval_mad_s: r(intervalMad),
    interval_skew: r(skew),
    median_bytes: r(quantile([...sizes].sort((a, b) => a - b), 0.5)),
    bytes_mad: r(sizeMad),
    connections: ts.length,
  };
}
