import { gregorianToJdn, jdnToGregorian, julianToJdn, weekdayOfJdn } from '../calendar/day-number';
import { ethiopianToJdn, isEthiopianLeapYear } from '../calendar/ethiopian-calendar';
import { formatIsoDate } from '../calendar/gregorian-calendar';
import { bahireHasab, computus, MAX_COMPUTUS_YEAR, TEWSAK_BY_WEEKDAY } from './bahire-hasab';
import { FIXED_HOLIDAYS } from './fixed-holidays';
import { Holiday, holidays } from './holidays';
import { MOVABLE_FEASTS } from './movable-feasts';

/** Orthodox Easter by Meeus' Julian algorithm: a Julian-calendar date in Julian year `year`. */
function julianEaster(year: number): { month: number; day: number } {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  return { month, day };
}

function iso(jdn: number): string {
  return formatIsoDate(jdnToGregorian(jdn));
}

function find(list: Holiday[], key: string): Holiday[] {
  return list.filter((h) => h.key === key);
}

describe('Fasika against the Julian Easter computus', () => {
  it('matches Meeus\' Julian Easter, converted to Gregorian, for every Gregorian year 1900-2100', () => {
    for (let year = 1900; year <= 2100; year++) {
      const easter = julianEaster(year);
      const expected = iso(julianToJdn(year, easter.month, easter.day));
      expect([year, find(holidays(year, { calendar: 'gregorian' }).holidays, 'fasika').map((h) => h.gregorian_date)])
        .toEqual([year, [expected]]);
      expect(bahireHasab(year - 8).movable_feasts.find((f) => f.key === 'fasika')?.gregorian_date).toBe(expected);
    }
  });

  it('matches it for every Ethiopian year 1..9991 (day numbers)', () => {
    const wrong: number[] = [];
    for (let year = 1; year <= MAX_COMPUTUS_YEAR; year++) {
      const easter = julianEaster(year + 8);
      if (computus(year).neneweJdn + 69 !== julianToJdn(year + 8, easter.month, easter.day)) wrong.push(year);
    }
    expect(wrong).toEqual([]);
  });

  it('gives the published dates of 2023, 2024 and 2025', () => {
    expect(find(holidays(2023, { calendar: 'gregorian' }).holidays, 'fasika')[0].gregorian_date).toBe('2023-04-16');
    expect(find(holidays(2024, { calendar: 'gregorian' }).holidays, 'fasika')[0].gregorian_date).toBe('2024-05-05');
    expect(find(holidays(2025, { calendar: 'gregorian' }).holidays, 'fasika')[0].gregorian_date).toBe('2025-04-20');
  });
});

describe('Bahire Hasab', () => {
  it('works out 2016 as by hand: Amete Alem 7516, John, Wenber 10, Abekte 20, Metqe 10, Nenewe Yekatit 18', () => {
    const result = bahireHasab(2016);
    expect(result).toMatchObject({
      ethiopian_year: 2016,
      amete_alem: 7516,
      evangelist: { name: 'John', remainder: 0 },
      rabiet: 1879,
      tinte_qemer: { remainder: 1, weekday: 'Tuesday' },
      wenber: 10,
      abekte: 20,
      metqe: 10,
      beale_metqe: { ethiopian_date: { year: 2016, month: 2, day: 10 }, day_of_week: 'Saturday' },
      tewsak: 8,
      mebaja_hamer: 18,
      nenewe: { ethiopian_date: { year: 2016, month: 6, day: 18 }, gregorian_date: '2024-02-26', day_of_week: 'Monday' },
    });
    expect(result.new_year.gregorian_date).toBe('2023-09-12');
    expect(result.movable_feasts.map((f) => f.key)).toEqual(MOVABLE_FEASTS.map((f) => f.key));
  });

  it('holds its own identities for every year', () => {
    const broken: string[] = [];
    for (let year = 1; year <= MAX_COMPUTUS_YEAR; year++) {
      const c = computus(year);
      const bealeJdn = ethiopianToJdn(year, c.bealeMetqe.month, c.bealeMetqe.day);
      // Tinte Qemer (0 = Monday) is the real weekday of Meskerem 1.
      if ((c.tinteQemer + 1) % 7 !== weekdayOfJdn(ethiopianToJdn(year, 1, 1))) broken.push(`${year} tinte qemer`);
      // Abekte + Metqe = 30 (or both 0).
      if ((c.abekte + c.metqe) % 30 !== 0) broken.push(`${year} abekte + metqe`);
      // Luke years are the leap years.
      if ((c.evangelistRemainder === 3) !== isEthiopianLeapYear(year)) broken.push(`${year} evangelist`);
      // The traditional month rule equals counting 120 days + Tewsak from Beale Metqe.
      if (c.tewsak !== TEWSAK_BY_WEEKDAY[weekdayOfJdn(bealeJdn)]) broken.push(`${year} tewsak`);
      if (c.neneweJdn !== bealeJdn + 120 + c.tewsak) broken.push(`${year} nenewe`);
    }
    expect(broken).toEqual([]);
  });

  it('puts every feast on its weekday', () => {
    const expected: Record<string, number> = {
      tsome_nenewe: 1, abiy_tsom: 1, debre_zeit: 0, hosanna: 0, siklet: 5, fasika: 0,
      rikbe_kahnat: 3, erget: 4, peraklitos: 0, tsome_hawaryat: 1, tsome_dihnet: 3,
    };
    const broken: string[] = [];
    for (let year = 1; year <= MAX_COMPUTUS_YEAR; year++) {
      const { neneweJdn } = computus(year);
      for (const feast of MOVABLE_FEASTS) {
        if (weekdayOfJdn(neneweJdn + feast.offset_from_nenewe) !== expected[feast.key]) broken.push(`${year} ${feast.key}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('rejects years outside 1..9991', () => {
    for (const year of [0, -1, 9992, 1.5]) {
      expect(() => bahireHasab(year)).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ parameter: 'year' })] }));
    }
  });
});

describe('fixed holidays', () => {
  const gennaRule = FIXED_HOLIDAYS.find((h) => h.key === 'genna')!;

  it('keeps Genna on Julian 25 December in every year (Tahsas 29, or 28 after a leap year)', () => {
    const wrong: number[] = [];
    for (let year = 1; year <= MAX_COMPUTUS_YEAR; year++) {
      if (gennaRule.jdnIn(year) !== julianToJdn(year + 7, 12, 25)) wrong.push(year);
    }
    expect(wrong).toEqual([]);
    const list = holidays(2016).holidays;
    expect(find(list, 'genna')[0]).toMatchObject({ ethiopian_date: { year: 2016, month: 4, day: 28 }, gregorian_date: '2024-01-07' });
    expect(find(holidays(2017).holidays, 'genna')[0]).toMatchObject({ ethiopian_date: { month: 4, day: 29 }, gregorian_date: '2025-01-07' });
    // From 2101 the Julian calendar is one more day behind: Genna moves to 8 January.
    expect(find(holidays(2100, { calendar: 'gregorian' }).holidays, 'genna')[0].gregorian_date).toBe('2100-01-07');
    expect(find(holidays(2101, { calendar: 'gregorian' }).holidays, 'genna')[0].gregorian_date).toBe('2101-01-08');
  });

  it('dates New Year, Meskel and Timket by their fixed Ethiopian days', () => {
    const list2016 = holidays(2016).holidays;
    expect(find(list2016, 'enkutatash')[0].gregorian_date).toBe('2023-09-12');
    expect(find(list2016, 'meskel')[0]).toMatchObject({ ethiopian_date: { month: 1, day: 17 }, gregorian_date: '2023-09-28' });
    expect(find(list2016, 'timket')[0]).toMatchObject({ ethiopian_date: { month: 5, day: 11 }, gregorian_date: '2024-01-20' });
    const list2017 = holidays(2017).holidays;
    expect(find(list2017, 'meskel')[0].gregorian_date).toBe('2024-09-27');
    expect(find(list2017, 'timket')[0].gregorian_date).toBe('2025-01-19');
    expect(find(list2017, 'adwa')[0].gregorian_date).toBe('2025-03-02');
    expect(find(list2017, 'labour_day')[0]).toMatchObject({ gregorian_date: '2025-05-01', ethiopian_date: { month: 8, day: 23 } });
    expect(find(list2017, 'patriots_victory')[0].gregorian_date).toBe('2025-05-05');
    expect(find(list2017, 'derg_downfall')[0].gregorian_date).toBe('2025-05-28');
  });

  it('lists civic days only from the year of their event (Adwa: 1 March 1896)', () => {
    expect(find(holidays(1896, { calendar: 'gregorian' }).holidays, 'adwa').map((h) => h.gregorian_date)).toEqual(['1896-03-01']);
    expect(find(holidays(1895, { calendar: 'gregorian' }).holidays, 'adwa')).toEqual([]);
    expect(find(holidays(1990, { calendar: 'gregorian' }).holidays, 'derg_downfall')).toEqual([]);
    expect(find(holidays(1991, { calendar: 'gregorian' }).holidays, 'derg_downfall').map((h) => h.gregorian_date)).toEqual(['1991-05-28']);
  });
});

describe('Islamic holidays (Umm al-Qura via ICU)', () => {
  it('gives the announced dates of 2023 and 2024 (as kept in Ethiopia)', () => {
    const list = holidays(2024, { calendar: 'gregorian' }).holidays;
    expect(find(list, 'eid_al_fitr').map((h) => h.gregorian_date)).toEqual(['2024-04-10']);
    expect(find(list, 'eid_al_adha').map((h) => h.gregorian_date)).toEqual(['2024-06-16']);
    // Mawlid 2023 fell on 27 September, the eve of Meskel.
    expect(find(holidays(2023, { calendar: 'gregorian' }).holidays, 'mawlid').map((h) => h.gregorian_date)).toEqual(['2023-09-27']);
  });

  it('lists a holiday twice when the lunar year puts it twice in one solar year (Eid al-Fitr in 2000)', () => {
    const dates = find(holidays(2000, { calendar: 'gregorian' }).holidays, 'eid_al_fitr').map((h) => h.gregorian_date);
    expect(dates).toHaveLength(2);
    expect(dates[0]).toMatch(/^2000-01-/);
    expect(dates[1]).toMatch(/^2000-12-/);
  });

  it('lists none before the Hijra', () => {
    expect(find(holidays(600, { calendar: 'gregorian' }).holidays, 'eid_al_fitr')).toEqual([]);
  });
});

describe('holiday lists', () => {
  it('gives complete, sorted entries for an Ethiopian year', () => {
    const result = holidays(2016);
    expect(result).toMatchObject({ year: 2016, calendar: 'ethiopian' });
    const jdns = result.holidays.map((h) => ethiopianToJdn(h.ethiopian_date.year, h.ethiopian_date.month, h.ethiopian_date.day));
    expect([...jdns].sort((a, b) => a - b)).toEqual(jdns);
    for (const h of result.holidays) {
      expect(h.ethiopian_date.year).toBe(2016);
      expect(h.name.length).toBeGreaterThan(0);
      expect(h.name_am).toMatch(/^[\p{Script=Ethiopic}\s()0-9]+$/u);
      expect(['fixed', 'movable']).toContain(h.kind);
      expect(h.description.length).toBeGreaterThan(20);
      const [y, m, d] = h.gregorian_date.split('-').map(Number);
      expect(gregorianToJdn(y, m, d)).toBe(ethiopianToJdn(h.ethiopian_date.year, h.ethiopian_date.month, h.ethiopian_date.day));
    }
  });

  it('gives only the days of a Gregorian year, from both Ethiopian years it spans', () => {
    const result = holidays(2024, { calendar: 'gregorian' });
    expect(result.holidays.every((h) => h.gregorian_date.startsWith('2024-'))).toBe(true);
    expect(find(result.holidays, 'enkutatash')[0].ethiopian_date.year).toBe(2017);
    expect(find(result.holidays, 'genna')[0].ethiopian_date.year).toBe(2016);
  });

  it('covers the ends of the range', () => {
    expect(holidays(1).holidays.length).toBeGreaterThan(10);
    expect(find(holidays(9999, { calendar: 'gregorian' }).holidays, 'fasika')).toHaveLength(1);
    expect(holidays(1, { calendar: 'gregorian' }).holidays.length).toBeGreaterThan(5);
  });

  it('rejects bad years and calendars', () => {
    const issue = (run: () => unknown) => {
      try { run(); } catch (e) { return (e as { issues: { parameter: string }[] }).issues[0].parameter; }
      return null;
    };
    expect(issue(() => holidays(0))).toBe('year');
    expect(issue(() => holidays(9992))).toBe('year');
    expect(issue(() => holidays(10000, { calendar: 'gregorian' }))).toBe('year');
    expect(issue(() => holidays(2016, { calendar: 'julian' }))).toBe('calendar');
  });
});
