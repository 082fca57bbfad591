/**
 * Shannon entropy of byte strings (bits per byte, 0..8), computed from exact byte counts without sampling.
 * H = log2(n) − (1/n)·Σ cᵢ·log2(cᵢ). The sum is kept up to date while counting: when a count goes from c to
 * c+1 the sum grows by f(c+1) − f(c), f(c) = c·log2(c), read from a precomputed table. So each byte costs one
 * counter increment and one table read, and no 256-bin pass is needed per packet.
 */
const TABLE_SIZE = 1 << 16;
/** DELTA[c] = f(c+1) − f(c). */
const DELTA = new Float64Array(TABLE_SIZE);
for (let c = 0; c < TABLE_SIZE; c++) DELTA[c] = (c + 1) * Math.log2(c + 1) - (c === 0 ? 0 : c * Math.log2(c));

const counts = new Uint32Array(256);

/** Entropy of `data[start, end)`; 0 for an empty range. */
export function byteEntropy(data: Uint8Array, start: number, end: number): number {
  const n = end - start;
  if (n <= 0) return 0;
  if (n >= TABLE_SIZE) return entropyByPass(data, start, end);
  let sum = 0;
  for (let i = start; i < end; i++) sum += DELTA[counts[data[i]]++];
  if (n > 512) counts.fill(0);
  else for (let i = start; i < end; i++) counts[data[i]] = 0;
  const h = Math.log2(n) - sum / n;
  return h < 0 ? 0 : h;
}

/** The plain formula, for very long ranges and as the reference the tests compare with. */
export function entropyByPass(data: Uint8Array, start: number, end: number): number {
  const n = end - start;
  if (n <= 0) return 0;
  const c = new Float64Array(256);
  for (let i = start; i < end; i++) c[data[i]]++;
  let h = 0;
  for (let i = 0; i < 256; i++) if (c[i] > 0) h -= (c[i] / n) * Math.log2(c[i] / n);
  return h;
}

/** Entropy of the characters of a string (DNS labels), bits per character. */
export function textEntropy(text: string): number {
  if (text.length === 0) return 0;
  const seen = new Map<number, number>();
  for (let i = 0; i < text.length; i++) seen.set(text.charCodeAt(i), (seen.get(text.charCodeAt(i)) ?? 0) + 1);
  let h = 0;
  for (const c of seen.values()) h -= (c / text.length) * Math.log2(c / text.length);
  return h;
}
