import { asind, atan2d, cosd, norm360, signedDiff, sind, tand } from '../math/angles';
import { computeAngles } from './angles';
import { houseCusps, houseOf, type HouseSystem } from './house-systems';

const EPS = 23.44;
const arcmin = (a: number, b: number): number => Math.abs(signedDiff(a, b)) * 60;

/** Right ascension and declination of an ecliptic longitude (latitude 0). */
function equatorial(lon: number): { ra: number; dec: number } {
  return { ra: norm360(atan2d(sind(lon) * cosd(EPS), cosd(lon))), dec: asind(sind(EPS) * sind(lon)) };
}

/** Angle of the great circle through the north and south points on which a point lies (0 = east horizon, 90 = meridian above). */
function northSouthCircleAngle(hourAngle: number, dec: number, lat: number): number {
  const east = -cosd(dec) * sind(hourAngle);
  const up = sind(lat) * sind(dec) + cosd(lat) * cosd(dec) * cosd(hourAngle);
  return atan2d(up, east);
}

describe('Placidus', () => {
  it('London at sidereal time 0h (lat 51°32\'N) matches the printed table of houses', () => {
    // Raphael's Tables of Houses for London, 0h 0m 0s: 10 Ari 0, 11 Tau 9, 12 Gem 22, Asc Can 26°36', 2 Leo 12, 3 Vir 3.
    const lat = 51 + 32 / 60;
    const h = houseCusps('placidus', computeAngles(0, lat, EPS), lat, EPS).cusps;
    expect(arcmin(h[0], 90 + 26 + 36 / 60)).toBeLessThan(1.5);
    expect(arcmin(h[9], 0)).toBeLessThan(0.01);
    expect(arcmin(h[10], 30 + 9)).toBeLessThan(35);
    expect(arcmin(h[11], 60 + 22)).toBeLessThan(35);
    expect(arcmin(h[1], 120 + 12)).toBeLessThan(45);
    expect(arcmin(h[2], 150 + 3)).toBeLessThan(35);
  });

  it('each cusp sits at its fraction of its own semi-arc (solved again by bisection)', () => {
    for (const [armc, lat] of [[123.4, 40.7], [300, -33.9], [45, 60]]) {
      const h = houseCusps('placidus', computeAngles(armc, lat, EPS), lat, EPS).cusps;
      const cases: [number, number, boolean][] = [[10, 1 / 3, true], [11, 2 / 3, true], [1, 2 / 3, false], [2, 1 / 3, false]];
      for (const [idx, f, above] of cases) {
        // Residual of the defining equation, as a function of longitude, bisected near the cusp.
        const residual = (lon: number): number => {
          const { ra, dec } = equatorial(lon);
          const ad = asind(tand(lat) * tand(dec));
          const target = above ? armc + f * (90 + ad) : armc + 180 - f * (90 - ad);
          return signedDiff(ra, target);
        };
        let lo = h[idx] - 5;
        let hi = h[idx] + 5;
        for (let k = 0; k < 60; k++) {
          const mid = (lo + hi) / 2;
          if (Math.sign(residual(mid)) === Math.sign(residual(lo))) lo = mid;
          else hi = mid;
        }
        expect(arcmin(h[idx], lo) * 60).toBeLessThan(0.5);
      }
    }
  });
});

describe('Regiomontanus and Campanus (geometric definitions)', () => {
  const armc = 200;
  const lat = 48.85;
  const a = computeAngles(armc, lat, EPS);
  const angleOf = (lon: number): number => {
    const { ra, dec } = equatorial(lon);
    return northSouthCircleAngle(armc - ra, dec, lat);
  };
  it('Regiomontanus cusps lie on the circles through the north and south points and the equator 30° apart', () => {
    const h = houseCusps('regiomontanus', a, lat, EPS).cusps;
    for (const [idx, ha] of [[10, -30], [11, -60], [1, -120], [2, -150]]) {
      expect(Math.abs(angleOf(h[idx]) - northSouthCircleAngle(ha, 0, lat))).toBeLessThan(1e-6);
    }
  });
  it('Campanus cusps divide the prime vertical into 30° arcs', () => {
    const h = houseCusps('campanus', a, lat, EPS).cusps;
    for (const [idx, ang] of [[10, 60], [11, 30], [1, -30], [2, -60]]) expect(Math.abs(angleOf(h[idx]) - ang)).toBeLessThan(1e-6);
  });
});

describe('Koch', () => {
  it('cusps 11 and 12 are the ascendants when the MC degree had risen 1/3 and 2/3 of its diurnal arc earlier', () => {
    const armc = 77;
    const lat = 35;
    const a = computeAngles(armc, lat, EPS);
    const sda = 90 + asind(tand(lat) * tand(equatorial(a.mc).dec));
    const h = houseCusps('koch', a, lat, EPS).cusps;
    expect(arcmin(h[10], computeAngles(armc - (2 / 3) * sda, lat, EPS).asc)).toBeLessThan(1e-4);
    expect(arcmin(h[11], computeAngles(armc - (1 / 3) * sda, lat, EPS).asc)).toBeLessThan(1e-4);
  });
});

describe('simple systems and house membership', () => {
  const a = computeAngles(10, 52, EPS);
  it('Equal and Whole Sign', () => {
    expect(houseCusps('equal', a, 52, EPS).cusps.map((c) => norm360(c - a.asc))).toEqual([0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330].map((x) => expect.closeTo(x, 9)));
    const ws = houseCusps('whole-sign', a, 52, EPS).cusps;
    expect(ws[0]).toBe(Math.floor(a.asc / 30) * 30);
    expect(ws[0] % 30).toBe(0);
  });
  it('Porphyry trisects the quadrants', () => {
    const c = houseCusps('porphyry', a, 52, EPS).cusps;
    expect(norm360(c[10] - c[9])).toBeCloseTo(norm360(a.asc - a.mc) / 3, 9);
    expect(norm360(c[1] - c[0])).toBeCloseTo(norm360(a.ic - a.asc) / 3, 9);
  });
  it('falls back to Porphyry above the polar circle', () => {
    for (const s of ['placidus', 'koch'] as HouseSystem[]) {
      const r = houseCusps(s, computeAngles(10, 69.65, EPS), 69.65, EPS);
      expect(r.system).toBe('porphyry');
      expect(r.fallbackFrom).toBe(s);
    }
  });
  it('houseOf walks the cusps across 0° Aries', () => {
    const cusps = [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320];
    expect(houseOf(355, cusps)).toBe(1);
    expect(houseOf(5, cusps)).toBe(1);
    expect(houseOf(21, cusps)).toBe(2);
    expect(houseOf(349, cusps)).toBe(12);
  });
});
