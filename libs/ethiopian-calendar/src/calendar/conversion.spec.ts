import { invalidParameter } from '../../../platform/src/problems/invalid-parameter.error';
import { ethiopianToGregorian, gregorianToEthiopian } from './conversion';
import { gregorianToJdn, jdnToGregorian, weekdayOfJdn } from './day-number';
import { ethiopianToJdn, isEthiopianLeapYear, jdnToEthiopianDate } from './ethiopian-calendar';
import { formatIsoDate } from './gregorian-calendar';
import { MAX_JDN, MIN_JDN } from './supported-range';

/**
 * The reference is ICU's ethiopic calendar (shipped with Node), never our own output. ICU switches to the
 * Amete Alem era (year + 5500) for Ethiopian years below 1, and Date.UTC maps years 0-99 to 19xx, so instants
 * are built with setUTCFullYear.
 */
const ICU = new Intl.DateTimeFormat('en-u-ca-ethiopic-nu-latn', {
  timeZone: 'UTC', era: 'short', year: 'numeric', month: 'numeric', day: 'numeric',
});
const DAY_MS = 86_400_000;

function instantOf(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

function icuEthiopian(instant: Date): { year: number; month: number; day: number } {
  // "M/D/Y AM" or "M/D/Y AA" for en; parsing the string is much cheaper than formatToParts in bulk.
  const match = /^(\d+)\/(\d+)\/(\d+) (AM|AA)$/.exec(ICU.format(instant));
  if (!match) throw new Error(`unexpected ICU output ${ICU.format(instant)}`);
  const yearOfEra = +match[3];
  return { year: match[4] === 'AA' ? yearOfEra - 5500 : yearOfEra, month: +match[1], day: +match[2] };
}

/**
 * Compares every `step`-th day from `from` to `to` (Gregorian, inclusive) with ICU in both directions:
 * Gregorian -> Ethiopian must equal ICU's reading, and ICU's Ethiopian date converted back must give the same
 * Gregorian day. With `api`, the validated public functions are used; otherwise the day-number arithmetic
 * underneath (the sandbox Jest runs in makes the validated path several times slower).
 */
function compareWithIcu(from: [number, number, number], to: [number, number, number], step: number, api = false): number {
  const firstJdn = gregorianToJdn(...from);
  const lastJdn = gregorianToJdn(...to);
  const instant = instantOf(...from);
  const start = instant.getTime();
  const mismatches: unknown[] = [];
  let checked = 0;
  for (let jdn = firstJdn; jdn <= lastJdn; jdn += step) {
    instant.setTime(start + (jdn - firstJdn) * DAY_MS);
    const expected = icuEthiopian(instant);
    const year = instant.getUTCFullYear();
    const month = instant.getUTCMonth() + 1;
    const day = instant.getUTCDate();
    let ours: { year: number; month: number; day: number };
    let back: { year: number; month: number; day: number };
    let weekday: number;
    if (api) {
      const forward = gregorianToEthiopian({ year, month, day });
      ours = forward.ethiopian;
      weekday = forward.weekday;
      back = expected.year >= 1 ? ethiopianToGregorian(expected).gregorian : jdnToGregorian(ethiopianToJdn(expected.year, expected.month, expected.day));
    } else {
      const ourJdn = gregorianToJdn(year, month, day);
      ours = jdnToEthiopianDate(ourJdn);
      weekday = weekdayOfJdn(ourJdn);
      back = jdnToGregorian(ethiopianToJdn(expected.year, expected.month, expected.day));
    }
    if (
      ours.year !== expected.year || ours.month !== expected.month || ours.day !== expected.day ||
      back.year !== year || back.month !== month || back.day !== day || weekday !== instant.getUTCDay()
    ) {
      if (mismatches.length < 5) mismatches.push({ gregorian: [year, month, day], icu: expected, ours, back, weekday });
    }
    checked++;
  }
  expect(mismatches).toEqual([]);
  return checked;
}

describe('Ethiopian <-> Gregorian conversion against ICU', () => {
  it('agrees on every day from 1890-01-01 to 2110-12-31', () => {
    expect(compareWithIcu([1890, 1, 1], [2110, 12, 31], 1, true)).toBe(gregorianToJdn(2110, 12, 31) - gregorianToJdn(1890, 1, 1) + 1);
  });

  it('agrees on every 7th day from 0001-01-01 to 9999-12-31, and on every day of both ends', () => {
    expect(compareWithIcu([1, 1, 1], [9999, 12, 31], 7)).toBeGreaterThan(520_000);
    compareWithIcu([1, 1, 1], [12, 12, 31], 1, true);
    compareWithIcu([9990, 1, 1], [9999, 12, 31], 1, true);
  });

  it('agrees on every day of each new-year season (late August to late November), years 1..9999 sampled', () => {
    for (let year = 8; year <= 9999; year += 97) compareWithIcu([year, 8, 20], [year, 11, 30], 1);
  });
});

describe('hand-checked dates', () => {
  const cases: [string, [number, number, number]][] = [
    // Meskerem 1, year 1 = 29 August 8 CE Julian = 27 August 8 Gregorian (2 days behind then).
    ['0008-08-27', [1, 1, 1]],
    ['0008-08-26', [0, 13, 5]],
    // New Year before 1900 (Julian-Gregorian gap 12 days): 10 or 11 September.
    ['1898-09-10', [1891, 1, 1]],
    ['1899-09-11', [1892, 1, 1]],
    // 1900-2099 (gap 13): 11 September, 12 September in the year before a year divisible by 4.
    ['1900-09-11', [1893, 1, 1]],
    ['1903-09-12', [1896, 1, 1]],
    ['2023-09-12', [2016, 1, 1]],
    ['2024-09-11', [2017, 1, 1]],
    ['2099-09-12', [2092, 1, 1]],
    // After 2100-02-28 (gap 14, no Gregorian 29 February 2100): 12 September, 13 before a year divisible by 4.
    ['2100-09-12', [2093, 1, 1]],
    ['2101-09-12', [2094, 1, 1]],
    ['2103-09-13', [2096, 1, 1]],
    // Leap days (Pagume 6) on both sides of the century edges.
    ['1899-09-10', [1891, 13, 6]],
    ['2023-09-11', [2015, 13, 6]],
    ['2100-09-11', [2092, 13, 5]],
    ['2103-09-12', [2095, 13, 6]],
    // Well-known days: Genna 2024 (Tahsas 28, 2016), Fasika 2024 (Miyazya 27, 2016).
    ['2024-01-07', [2016, 4, 28]],
    ['2024-05-05', [2016, 8, 27]],
  ];

  it.each(cases)('%s is %j', (iso, [year, month, day]) => {
    const [y, m, d] = iso.split('-').map(Number);
    expect(gregorianToEthiopian({ year: y, month: m, day: d }).ethiopian).toEqual({ year, month, day });
    if (year >= 1) expect(formatIsoDate(ethiopianToGregorian({ year, month, day }).gregorian)).toBe(iso);
  });

  it('covers 0001-01-01 and 9999-12-31 exactly (ICU: 5493 Amete Alem 5/8 and 9992/2/21)', () => {
    expect(jdnToEthiopianDate(MIN_JDN)).toEqual({ year: 5493 - 5500, month: 5, day: 8 });
    expect(jdnToEthiopianDate(MAX_JDN)).toEqual({ year: 9992, month: 2, day: 21 });
    expect(icuEthiopian(instantOf(1, 1, 1))).toEqual({ year: -7, month: 5, day: 8 });
    expect(icuEthiopian(instantOf(9999, 12, 31))).toEqual({ year: 9992, month: 2, day: 21 });
    expect(formatIsoDate(ethiopianToGregorian({ year: 9992, month: 2, day: 21 }).gregorian)).toBe('9999-12-31');
  });

  it('counts weekdays like JavaScript (2024-09-11 was a Wednesday, 0001-01-01 a Monday)', () => {
    expect(weekdayOfJdn(gregorianToJdn(2024, 9, 11))).toBe(3);
    expect(weekdayOfJdn(MIN_JDN)).toBe(1);
  });
});

describe('leap years', () => {
  it('has 366 days exactly in years with year mod 4 = 3', () => {
    for (let year = 1; year <= 9991; year++) {
      const length = ethiopianToJdn(year + 1, 1, 1) - ethiopianToJdn(year, 1, 1);
      expect(length).toBe(isEthiopianLeapYear(year) ? 366 : 365);
    }
    expect([2011, 2015, 2019].map(isEthiopianLeapYear)).toEqual([true, true, true]);
    expect([2012, 2016, 2092, 2100].map(isEthiopianLeapYear)).toEqual([false, false, false, false]);
  });

  it('agrees with ICU on the length of Pagume', () => {
    for (let year = 1; year <= 9991; year += 13) {
      const pagume6 = jdnToGregorian(ethiopianToJdn(year, 13, 6));
      const icu = icuEthiopian(instantOf(pagume6.year, pagume6.month, pagume6.day));
      expect(icu.month === 13 && icu.day === 6).toBe(isEthiopianLeapYear(year));
    }
  });
});

describe('bad input', () => {
  const bad = (parameter: string, run: () => unknown) => {
    try {
      run();
    } catch (error) {
      expect(error).toMatchObject({ name: 'InvalidParameterError' });
      expect((error as ReturnType<typeof invalidParameter>).issues.map((i) => i.parameter)).toContain(parameter);
      return (error as Error).message;
    }
    throw new Error('expected an InvalidParameterError');
  };

  it('rejects impossible Ethiopian dates, naming the parameter and the rule', () => {
    expect(bad('month', () => ethiopianToGregorian({ year: 2016, month: 14, day: 1 }))).toMatch(/1 to 13/);
    expect(bad('day', () => ethiopianToGregorian({ year: 2016, month: 1, day: 31 }))).toMatch(/30/);
    expect(bad('day', () => ethiopianToGregorian({ year: 2015, month: 13, day: 7 }))).toMatch(/1 to 6 \(Pagume has 5 days, or 6 in a leap year\)/);
    expect(bad('day', () => ethiopianToGregorian({ year: 2016, month: 13, day: 6 }))).toMatch(/only 5 days in 2016/);
    expect(bad('year', () => ethiopianToGregorian({ year: 0, month: 1, day: 1 }))).toMatch(/no year 0/);
    expect(bad('year', () => ethiopianToGregorian({ year: -5, month: 1, day: 1 }))).toMatch(/1 or more/);
    expect(bad('year', () => ethiopianToGregorian({ year: 2016.5, month: 1, day: 1 }))).toMatch(/integer/);
    expect(bad('day', () => ethiopianToGregorian({ year: 2016, month: 1, day: 1.5 }))).toMatch(/integer/);
    expect(bad('year', () => ethiopianToGregorian({ year: 9992, month: 2, day: 22 }))).toMatch(/9999-12-31/);
    expect(bad('month', () => ethiopianToGregorian({ year: 2016, month: Number.NaN, day: 1 }))).toMatch(/NaN/);
  });

  it('rejects impossible Gregorian dates', () => {
    expect(bad('date', () => gregorianToEthiopian({ year: 2023, month: 2, day: 29 }))).toMatch(/February 2023 has 28 days/);
    expect(bad('date', () => gregorianToEthiopian({ year: 2023, month: 13, day: 1 }))).toMatch(/1 to 12/);
    expect(bad('date', () => gregorianToEthiopian({ year: 0, month: 12, day: 31 }))).toMatch(/1 to 9999/);
    expect(bad('date', () => gregorianToEthiopian({ year: 10000, month: 1, day: 1 }))).toMatch(/1 to 9999/);
    expect(gregorianToEthiopian({ year: 2024, month: 2, day: 29 }).ethiopian).toEqual({ year: 2016, month: 6, day: 21 });
  });
});
