import { beaconScore, bowleySkew, mad, quantile } from './beacon-score';

describe('beacon score parts', () => {
  it('quartiles, Bowley skew and MAD by hand', () => {
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    // Q1 = 2, median = 3, Q3 = 10 → (2 + 10 − 6) / 8 = 0.75
    expect(bowleySkew([1, 2, 3, 10, 11])).toBeCloseTo(0.75, 12);
    expect(bowleySkew([5, 5, 5, 5])).toBe(0);
    // median 3; deviations 2,1,0,7,8 → median 2
    expect(mad([1, 2, 3, 10, 11])).toBe(2);
  });
  it('gives a perfect beacon (every 60 s, same size, spanning the capture) the top score', () => {
    const times = Array.from({ length: 50 }, (_, i) => 1000 + i * 60);
    const s = beaconScore(times, times.map(() => 300), 1000, 1000 + 49 * 60);
    // timing 1, size (1 + 1 + (1 − 300/65535)) / 3, histogram 1, duration 1
    expect(s.score).toBeCloseTo((3 + (2 + (1 - 300 / 65535)) / 3) / 4, 3);
    expect(s.median_interval_s).toBe(60);
  });
  it('scores irregular use below the detection threshold (0.8)', () => {
    const times = [0, 1, 2, 3, 300, 301, 900, 3000, 3001, 3002, 3500];
    const sizes = [100, 5000, 20000, 300, 70000, 10, 900, 40000, 2, 600, 1200];
    expect(beaconScore(times, sizes, 0, 3600).score).toBeLessThan(0.8);
  });
});
