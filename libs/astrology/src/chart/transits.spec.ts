import { InvalidParameterError } from '../../../platform/src/problems/invalid-parameter.error';
import type { BirthInput } from './chart-input';
import { calculateSynastry, calculateTransits } from './transits';

const EINSTEIN: BirthInput = { name: 'Albert Einstein', year: 1879, month: 3, day: 14, hour: 10, minute: 50, lat: 48.4, lng: 10, tz: 'UTC' };

function parameterOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    if (e instanceof InvalidParameterError) return e.issues[0].parameter;
    throw e;
  }
  return undefined;
}

describe('transits', () => {
  // Natal Sun 23°30' Pisces (353.5°); the Sun moves ~1°/day, so on 13 March 1979 it is about a degree short of it.
  const t = calculateTransits(EINSTEIN, {}, { year: 1979, month: 3, day: 13, hour: 0, minute: 0, tz: 'UTC' });
  const sunToSun = t.aspects.find((a) => a.a === 'sun' && a.b === 'sun');

  it('finds the solar return approaching: transiting Sun conjunct natal Sun, applying', () => {
    expect(sunToSun?.kind).toBe('conjunction');
    expect(sunToSun!.orb).toBeLessThan(2);
    const transitSun = t.transit.points.find((p) => p.key === 'sun')!.longitude;
    const natalSun = t.natal.points.find((p) => p.key === 'sun')!.longitude;
    expect(transitSun).toBeLessThan(natalSun); // still behind it, moving forward: applying
    expect(sunToSun!.applying).toBe(true);
  });

  it('places the transiting Sun in the natal 10th house, where the natal Sun is', () => {
    expect(t.transit.points.find((p) => p.key === 'sun')!.natal_house).toBe(10);
  });

  it('keeps every aspect inside the transit orbs', () => {
    for (const a of t.aspects) expect(a.orb).toBeLessThanOrEqual(t.orbs[a.kind]!);
  });

  it('names the transit parameters in errors', () => {
    expect(parameterOf(() => calculateTransits(EINSTEIN, {}, { year: 2023, month: 2, day: 29 }))).toBe('transit_day');
    expect(parameterOf(() => calculateTransits(EINSTEIN, {}, { year: 2023, month: 2, day: 1, tz: 'Moon/Base' }))).toBe('transit_tz');
  });
});

describe('synastry', () => {
  it('a chart against itself: every point conjunct itself with orb 0', () => {
    const s = calculateSynastry(EINSTEIN, { ...EINSTEIN, name: 'Twin' }, {});
    for (const key of ['sun', 'moon', 'venus', 'asc', 'mc']) {
      const a = s.aspects.find((x) => x.a === key && x.b === key)!;
      expect(a.kind).toBe('conjunction');
      expect(a.orb).toBe(0);
    }
    expect(s.b.subject.name).toBe('Twin');
  });

  it('names the partner parameters in errors', () => {
    expect(parameterOf(() => calculateSynastry(EINSTEIN, { ...EINSTEIN, lat: 100 }, {}))).toBe('partner_lat');
  });
});
