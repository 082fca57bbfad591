import { lifePath } from './life-path';
import { stubTexts, thrown } from './testing/stub-texts';

describe('lifePath (component method)', () => {
  it('1942-06-18 → 22: components 6 + 9 + 7 keep the master; all-digits would say 31 → 4', () => {
    // month 6; day 18 → 1+8 = 9; year 1942 → 1+9+4+2 = 16 → 7; 6 + 9 + 7 = 22 (master, kept).
    // Rival: 0+6+1+8+1+9+4+2 = 31 → 4.
    const result = lifePath({ year: 1942, month: 6, day: 18 }, stubTexts);
    expect(result.life_path_number).toBe(22);
    expect(result.master_number).toBe(true);
    expect(result.karmic_debt).toBeNull();
    expect(result.calculation).toBe('month 6; day 18 → 9; year 1942 → 16 → 7; 6 + 9 + 7 = 22');
    expect(result.method).toBe('component_reduction');
    expect(result.alternatives).toEqual([
      { method: 'all_digits', number: 4, calculation: '0 + 6 + 1 + 8 + 1 + 9 + 4 + 2 = 31 → 4' },
    ]);
    expect(result.summary).toBe('meaning life_path/22');
    expect(result.text_key).toBe('22');
  });

  it('1990-07-14 → 13 → 4 with karmic debt 13 seen', () => {
    // month 7; day 14 → 5; year 1990 → 19 → 10 → 1; 7 + 5 + 1 = 13 → 4.
    const result = lifePath({ year: '1990', month: '7', day: '14' }, stubTexts);
    expect(result.life_path_number).toBe(4);
    expect(result.karmic_debt).toBe(13);
    expect(result.calculation).toBe('month 7; day 14 → 5; year 1990 → 19 → 10 → 1; 7 + 5 + 1 = 13 → 4');
    expect(result.components.map((c) => c.karmic_debt)).toEqual([null, 14, 19]);
  });

  it('1959-10-17 → 6 by components, where the all-digits sum meets 33', () => {
    // month 10 → 1; day 17 → 8; year 1959 → 24 → 6; 1 + 8 + 6 = 15 → 6. Rival 1+0+1+7+1+9+5+9 = 33.
    const result = lifePath({ year: 1959, month: 10, day: 17 }, stubTexts);
    expect(result.life_path_number).toBe(6);
    expect(result.alternatives[0].number).toBe(33);
  });

  it("reproduces Decoz's examples", () => {
    // 12 Oct 1936: 1 + 3 + (1936 → 19 → 10 → 1) = 5.
    expect(lifePath({ year: 1936, month: 10, day: 12 }, stubTexts).life_path_number).toBe(5);
    // 22 Nov 1992: 11 + 22 + (1992 → 21 → 3) = 36 → 9.
    expect(lifePath({ year: 1992, month: 11, day: 22 }, stubTexts).calculation)
      .toBe('month 11; day 22; year 1992 → 21 → 3; 11 + 22 + 3 = 36 → 9');
    // 13 Jul 1948: 7 + (13 → 4) + (1948 → 22) = 33.
    expect(lifePath({ year: 1948, month: 7, day: 13 }, stubTexts).life_path_number).toBe(33);
  });

  it('rejects impossible dates on the parameter at fault', () => {
    expect(thrown(() => lifePath({ year: 2023, month: 2, day: 30 }, stubTexts)).issues?.[0].parameter).toBe('day');
    expect(thrown(() => lifePath({ year: 1900, month: 2, day: 29 }, stubTexts)).code).toBe('invalid_date');
    expect(thrown(() => lifePath({ year: 1990, month: 13, day: 1 }, stubTexts)).issues?.[0].parameter).toBe('month');
    expect(thrown(() => lifePath({ year: 1990, month: 1, day: 32 }, stubTexts)).code).toBe('invalid_day');
    expect(thrown(() => lifePath({ year: 0, month: 1, day: 1 }, stubTexts)).issues?.[0].parameter).toBe('year');
  });
});
