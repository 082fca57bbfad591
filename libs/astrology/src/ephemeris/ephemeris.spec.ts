import { SearchMoonNode, NextMoonNode, NodeEventKind } from 'astronomy-engine';
import { signedDiff } from '../math/angles';
import { timeFromDate, timeFromTtDays } from '../time/astro-time';
import { CHIRON_SEED_COUNT, seedToSeedErrorAU } from './chiron';
import { meanNodeMeanEquinox, trueNode } from './lunar-points';
import { planetPosition, skyContext } from './planets';

const arcsec = (a: number, b: number): number => Math.abs(signedDiff(a, b)) * 3600;
const atTT = (jd: number) => skyContext(timeFromTtDays(jd - 2451545));
const atUT = (iso: string) => skyContext(timeFromDate(new Date(iso)));

describe('Sun at the equinoxes and solstices (USNO instants, to the minute)', () => {
  // One minute of time moves the Sun 2.5"; the instants are rounded to the minute.
  it.each([
    ['2000-03-20T07:35:00Z', 0],
    ['2000-06-21T01:48:00Z', 90],
    ['2000-09-22T17:28:00Z', 180],
    ['2000-12-21T13:37:00Z', 270],
    ['2024-03-20T03:06:00Z', 0],
    ['2024-06-20T20:51:00Z', 90],
  ])('%s: %d°', (iso, lon) => {
    expect(arcsec(planetPosition('sun', atUT(iso)).longitude, lon)).toBeLessThan(3);
  });
});

describe('worked examples of Meeus, Astronomical Algorithms (2nd ed.)', () => {
  it('Sun 1992-10-13 0h TD: apparent longitude 199°54\'21.8" (ex. 25.b)', () => {
    expect(arcsec(planetPosition('sun', atTT(2448908.5)).longitude, 199 + 54 / 60 + 21.8 / 3600)).toBeLessThan(3);
  });
  it('Moon 1992-04-12 0h TD: apparent longitude 133.167265° (ex. 47.a)', () => {
    expect(arcsec(planetPosition('moon', atTT(2448724.5)).longitude, 133.167265)).toBeLessThan(10);
  });
  it('Venus 1992-12-20 0h TD: apparent longitude 313.08102° (ex. 33.a)', () => {
    expect(arcsec(planetPosition('venus', atTT(2448976.5)).longitude, 313.08102)).toBeLessThan(5);
  });
});

describe('retrograde stations', () => {
  // Mercury 2025: stationary retrograde 15 Mar, direct 7 Apr (conventions section 6).
  it('Mercury turns retrograde on 15 March 2025 and direct on 7 April', () => {
    expect(planetPosition('mercury', atUT('2025-03-14T00:00:00Z')).speed).toBeGreaterThan(0);
    expect(planetPosition('mercury', atUT('2025-03-16T12:00:00Z')).speed).toBeLessThan(0);
    expect(planetPosition('mercury', atUT('2025-04-06T00:00:00Z')).speed).toBeLessThan(0);
    expect(planetPosition('mercury', atUT('2025-04-08T12:00:00Z')).speed).toBeGreaterThan(0);
  });
});

describe('lunar nodes', () => {
  it('the true (osculating) node equals the Moon\'s longitude when the Moon crosses the ecliptic northward', () => {
    let ev = SearchMoonNode(timeFromDate(new Date('1990-01-01T00:00:00Z')));
    for (let i = 0; i < 6; i++, ev = NextMoonNode(ev)) {
      const sky = skyContext(ev.time);
      const moon = planetPosition('moon', sky).longitude;
      const node = trueNode(ev.time).longitude;
      const expected = ev.kind === NodeEventKind.Ascending ? moon : moon + 180;
      expect(arcsec(node, expected)).toBeLessThan(5);
    }
  });

  it('the mean node regresses once in 6798.38 days', () => {
    const T = 6798.38 / 36525;
    expect(arcsec(meanNodeMeanEquinox(0.1 + T), meanNodeMeanEquinox(0.1))).toBeLessThan(60);
  });
});

describe('Chiron', () => {
  it('integrating one seed for ten years lands within 2e-4 AU (< 5" seen from Earth) of the next seed', () => {
    for (const i of [2, 14, 27]) {
      expect(i + 1).toBeLessThan(CHIRON_SEED_COUNT);
      expect(seedToSeedErrorAU(i, i + 1)).toBeLessThan(2e-4);
    }
  });
});
