import { InvalidParameterError } from '../../../platform/src/problems/invalid-parameter.error';
import { signedDiff } from '../math/angles';
import { findAspects } from './aspects';
import { calculateBirthChart } from './birth-chart';
import type { BirthInput } from './chart-input';
import { moonPhase } from './moon-phase';

const arcmin = (a: number, b: number): number => Math.abs(signedDiff(a, b)) * 60;
const point = (c: ReturnType<typeof calculateBirthChart>, key: string) => c.points.find((p) => p.key === key)!;

function parameterOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof InvalidParameterError) return e.issues[0].parameter;
    throw e;
  }
  return undefined;
}

describe('a published chart: Albert Einstein, 14 March 1879 11:30 LMT Ulm (48°24\'N 10°E) = 10:50 UT', () => {
  // Positions as published by Astrodatabank (Rodden rating AA), to the arcminute.
  const c = calculateBirthChart({ name: 'Albert Einstein', year: 1879, month: 3, day: 14, hour: 10, minute: 50, lat: 48.4, lng: 10, tz: 'UTC' });
  it.each([
    ['sun', 330 + 23 + 30 / 60],
    ['moon', 240 + 14 + 32 / 60],
    ['asc', 90 + 11 + 38 / 60],
    ['mc', 330 + 12 + 50 / 60],
    ['saturn', 4 + 11 / 60],
  ])('%s', (key, lon) => {
    expect(arcmin(point(c, key).longitude, lon)).toBeLessThan(1.01);
  });
  it('has the shape promised', () => {
    expect(c.subject.utc).toBe('1879-03-14T10:50:00.000Z');
    expect(point(c, 'sun').sign).toBe('pisces');
    expect(point(c, 'sun').house).toBe(10);
    expect(c.chart_ruler.ruler).toBe('moon'); // Cancer rising
    expect(c.houses.cusps[0].longitude).toBeCloseTo(point(c, 'asc').longitude, 6);
    expect(c.houses.cusps[9].longitude).toBeCloseTo(point(c, 'mc').longitude, 6);
    expect(point(c, 'uranus').retrograde).toBe(true);
    expect(c.balance.elements.water).toEqual(expect.arrayContaining(['sun']));
  });
});

describe('local time handling in the chart', () => {
  it('reports a skipped time and a warning', () => {
    const c = calculateBirthChart({ name: 'x', year: 2024, month: 3, day: 10, hour: 2, minute: 30, lat: 40.7, lng: -74, tz: 'America/New_York' });
    expect(c.subject.tz_status).toBe('skipped');
    expect(c.subject.utc).toBe('2024-03-10T07:30:00.000Z');
    expect(c.warnings.length).toBe(1);
  });
});

describe('polar fallback', () => {
  it('Tromsø (69.65°N) asks for Placidus and gets Porphyry with a warning', () => {
    const c = calculateBirthChart({ name: 'x', year: 1990, month: 1, day: 1, lat: 69.65, lng: 18.96, tz: 'Europe/Oslo' });
    expect(c.houses.requested_system).toBe('placidus');
    expect(c.houses.system).toBe('porphyry');
    expect(c.warnings.join(' ')).toMatch(/Porphyry/);
  });
});

describe('sidereal zodiac', () => {
  it('Lahiri ayanamsa is about 23°51\' in 2000 and shifts every longitude by it', () => {
    const input: BirthInput = { name: 'x', year: 2000, month: 1, day: 1, hour: 12, lat: 0, lng: 0 };
    const trop = calculateBirthChart(input);
    const sid = calculateBirthChart(input, { zodiac: 'sidereal', ayanamsa: 'lahiri' });
    expect(Math.abs(sid.settings.ayanamsa_degrees! - 23.857)).toBeLessThan(0.01);
    const shift = signedDiff(point(trop, 'sun').longitude, point(sid, 'sun').longitude);
    expect(Math.abs(shift - sid.settings.ayanamsa_degrees!)).toBeLessThan(0.01); // plus nutation (< 20")
    expect(point(sid, 'sun').sign).toBe('sagittarius'); // tropical Capricorn 10° → sidereal Sagittarius 16°
  });
});

describe('bad input', () => {
  const ok: BirthInput = { name: 'x', year: 1990, month: 6, day: 15, hour: 12, minute: 0, lat: 10, lng: 10, tz: 'UTC' };
  it.each([
    [{ year: 1799 }, 'year'],
    [{ year: 2201 }, 'year'],
    [{ month: 2, day: 29, year: 1900 }, 'day'],
    [{ month: 4, day: 31 }, 'day'],
    [{ hour: 24 }, 'hour'],
    [{ minute: 60 }, 'minute'],
    [{ lat: 90.5 }, 'lat'],
    [{ lng: -181 }, 'lng'],
    [{ tz: 'Mars/Olympus' }, 'tz'],
  ])('%p → %s', (change, parameter) => {
    expect(parameterOf(() => calculateBirthChart({ ...ok, ...change }))).toBe(parameter);
  });
  it('accepts 29 February 2000 (a leap century)', () => {
    expect(parameterOf(() => calculateBirthChart({ ...ok, year: 2000, month: 2, day: 29 }))).toBeUndefined();
  });
});

describe('aspects (worked by hand)', () => {
  it('finds a square 2° wide that is applying and an opposition that separates', () => {
    const aspects = findAspects(
      [
        { key: 'a', longitude: 10, speed: 1 },
        { key: 'b', longitude: 102, speed: 0 }, // 92° from a; a moves toward b, so the separation shrinks to 90°: applying
        { key: 'c', longitude: 188, speed: -0.5 }, // 178° from a; a and c close in, so the separation falls away from 180°
      ],
      ['square', 'opposition', 'conjunction', 'trine', 'sextile'],
    );
    const ab = aspects.find((x) => x.a === 'a' && x.b === 'b')!;
    expect(ab.kind).toBe('square');
    expect(ab.orb).toBeCloseTo(2, 9);
    expect(ab.applying).toBe(true);
    const ac = aspects.find((x) => x.a === 'a' && x.b === 'c')!;
    expect(ac.kind).toBe('opposition');
    expect(ac.orb).toBeCloseTo(2, 9);
    // Separation 178 → d(separation)/dt = -1.5 (c moves back toward a): moving away from 180, separating.
    expect(ac.applying).toBe(false);
  });
  it('leaves out pairs outside every orb', () => {
    expect(findAspects([{ key: 'a', longitude: 0, speed: 0 }, { key: 'b', longitude: 75, speed: 0 }], ['square', 'sextile', 'trine'])).toEqual([]);
  });
});

describe('moon phase', () => {
  it('is full near 180° and names the phase sectors', () => {
    expect(moonPhase(190, 0, 10).phase).toBe('full-moon');
    expect(moonPhase(190, 0, 10).illumination).toBeCloseTo(1, 9);
    expect(moonPhase(100, 0, 10).phase).toBe('first-quarter');
    expect(moonPhase(5, 0, 10).phase).toBe('new-moon');
    expect(moonPhase(5, 0, 10).lunation_day).toBeCloseTo((355 / 360) * 29.530588853, 9);
  });
  it('is full at the full moon of 25 January 2024 17:54 UTC', () => {
    const c = calculateBirthChart({ name: 'x', year: 2024, month: 1, day: 25, hour: 17, minute: 54, lat: 0, lng: 0 });
    expect(Math.abs(c.moon_phase.angle - 180)).toBeLessThan(0.02);
  });
});

describe('edges of the supported range', () => {
  it.each([
    [{ year: 1800, month: 1, day: 1, hour: 0, minute: 0, tz: 'Pacific/Kiritimati' }],
    [{ year: 2200, month: 12, day: 31, hour: 23, minute: 59, tz: 'Etc/GMT+12' }],
  ])('computes every point at %p', (edge) => {
    const c = calculateBirthChart({ name: 'x', lat: 0, lng: 0, ...edge });
    for (const p of c.points) expect(Number.isFinite(p.longitude) && Number.isFinite(p.speed) && Number.isFinite(p.declination)).toBe(true);
  });

  it.each(['placidus', 'koch', 'regiomontanus', 'campanus', 'porphyry', 'equal', 'whole-sign'] as const)('%s gives finite cusps at the poles and the date line', (system) => {
    for (const [lat, lng] of [[90, 180], [-90, -180], [66.5, 0], [0, 0]]) {
      const c = calculateBirthChart({ name: 'x', year: 2000, month: 6, day: 21, lat, lng }, { houseSystem: system });
      for (const h of c.houses.cusps) expect(Number.isFinite(h.longitude)).toBe(true);
      for (const p of c.points) expect(p.house).toBeGreaterThanOrEqual(1);
    }
  });
});
