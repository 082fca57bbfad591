import { drawCards } from './draw';
import { newSeed } from './seed';

/** Deterministic seeds for the statistical tests: seed k is k written as 32 hex digits. */
const seedOf = (k: number) => k.toString(16).padStart(32, '0');

describe('drawCards', () => {
  it('never repeats a card within a spread (10-card spreads over 2,000 seeds, and the whole deck)', () => {
    for (let k = 0; k < 2000; k++) {
      const cards = drawCards(seedOf(k), 10, 0.5).map((d) => d.index);
      expect(new Set(cards).size).toBe(10);
      expect(cards.every((i) => i >= 0 && i < 78)).toBe(true);
    }
    const all = drawCards(newSeed(), 78, 0.5).map((d) => d.index).sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: 78 }, (_, i) => i));
  });

  it('replays exactly from the seed', () => {
    const seed = newSeed();
    expect(drawCards(seed, 10, 0.5)).toEqual(drawCards(seed, 10, 0.5));
    expect(drawCards(seed, 3, 0.5)).toEqual(drawCards(seed, 10, 0.5).slice(0, 3)); // a shorter spread is a prefix
  });

  it('keeps the cards when only the reversal probability changes', () => {
    const seed = newSeed();
    const indices = (p: number) => drawCards(seed, 10, p).map((d) => d.index);
    expect(indices(0)).toEqual(indices(0.5));
    expect(indices(1)).toEqual(indices(0.5));
    expect(drawCards(seed, 10, 0).every((d) => !d.reversed)).toBe(true);
    expect(drawCards(seed, 10, 1).every((d) => d.reversed)).toBe(true);
  });

  it('reverses cards at the requested rate (binomial, 4-sigma band over 20,000 draws)', () => {
    for (const p of [0.5, 0.2]) {
      const n = 20_000;
      let reversed = 0;
      for (let k = 0; k < n; k++) if (drawCards(seedOf(k + 1), 1, p)[0].reversed) reversed++;
      const sigma = Math.sqrt(n * p * (1 - p)); // 70.7 at p = 0.5, 56.6 at p = 0.2
      expect(Math.abs(reversed - n * p)).toBeLessThan(4 * sigma);
    }
  });

  it('picks every card equally often (chi-square over 15,600 first cards, 77 degrees of freedom)', () => {
    const n = 15_600;
    const counts = new Array<number>(78).fill(0);
    for (let k = 0; k < n; k++) counts[drawCards(seedOf(100_000 + k), 1, 0.5)[0].index]++;
    const expected = n / 78;
    const chi2 = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // Mean 77, standard deviation sqrt(2 * 77) = 12.4: 4 sigma above the mean is 126.6.
    expect(chi2).toBeLessThan(77 + 4 * Math.sqrt(154));
    expect(Math.min(...counts)).toBeGreaterThan(0);
  });

  it('refuses impossible requests', () => {
    expect(() => drawCards(newSeed(), 0, 0.5)).toThrow();
    expect(() => drawCards(newSeed(), 79, 0.5)).toThrow();
    expect(() => drawCards(newSeed(), 3, 1.5)).toThrow();
    expect(() => drawCards(newSeed(), 3, Number.NaN)).toThrow();
  });
});
