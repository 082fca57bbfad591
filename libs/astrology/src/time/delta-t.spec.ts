import { deltaTSecondsForYear } from './delta-t';

describe('Delta-T table', () => {
  // Observed values (IERS / Astronomical Almanac): 1950.0 ≈ 29.1 s, 2000.0 ≈ 63.8 s. Around 1900 the
  // reconstructions disagree by ~0.8 s (Almanac -2.7 s; the Stephenson-Morrison-Hohenkerk 2016 fit ~-2.0 s).
  it.each([
    [1950, 29.1, 0.3],
    [2000, 63.8, 0.3],
    [1900, -2.7, 1],
  ])('%d is %d s within %d s', (year, seconds, tolerance) => {
    expect(Math.abs(deltaTSecondsForYear(year) - seconds)).toBeLessThan(tolerance);
  });

  it('interpolates between half-year rows', () => {
    const a = deltaTSecondsForYear(2000);
    const b = deltaTSecondsForYear(2000.5);
    expect(deltaTSecondsForYear(2000.25)).toBeCloseTo((a + b) / 2, 9);
  });
});
