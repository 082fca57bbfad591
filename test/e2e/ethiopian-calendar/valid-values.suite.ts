/**
 * The Ethiopian calendar service over HTTP: every endpoint by GET, POST JSON and POST form, with values checked
 * against ICU's ethiopic calendar, Meeus' Julian Easter and hand-worked facts (not the service's own library).
 */
import type { TestApp } from '../../support/boot';
import { http } from '../../support/http';
import {
  addDays,
  ALL_VIAS,
  call,
  icuDateIn,
  icuEthiopianDate,
  icuEthiopianMonthName,
  icuIsLeap,
  icuWeekday,
  orthodoxEaster,
} from './reference';

export function validValues(app: () => TestApp): void {
  let t: TestApp;
  beforeAll(() => {
    t = app();
  });

  describe('/to-gregorian', () => {
    it.each(ALL_VIAS)('converts Meskerem 1, 2016 to Tuesday 2023-09-12 (%s)', async (via) => {
      const res = await call(t.baseUrl, '/to-gregorian', { year: 2016, month: 1, day: 1 }, via);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        input: { year: 2016, month: 1, day: 1 },
        gregorian_date: '2023-09-12',
        day_of_week: 'Tuesday',
        lang: 'en',
        lang_fallback: false,
      });
    });

    it('gives Genna (Tahsas 28, 2016) as 2024-01-07 and Pagume 6, 2015 as 2023-09-11', async () => {
      const genna = await call(t.baseUrl, '/to-gregorian', { year: 2016, month: 4, day: 28 }, 'JSON');
      expect(genna.body).toMatchObject({ gregorian_date: '2024-01-07', day_of_week: 'Sunday' });
      const pagume6 = await call(t.baseUrl, '/to-gregorian', { year: 2015, month: 13, day: 6 }, 'FORM');
      expect(pagume6.body).toMatchObject({ input: { year: 2015, month: 13, day: 6 }, gregorian_date: '2023-09-11', day_of_week: 'Monday' });
    });

    it('agrees with ICU (the answer converts back to the input) across centuries', async () => {
      const inputs = [
        { year: 1892, month: 6, day: 22 },
        { year: 1967, month: 1, day: 2 },
        { year: 1992, month: 4, day: 22 },
        { year: 2011, month: 13, day: 6 },
        { year: 2093, month: 1, day: 1 },
        { year: 2500, month: 7, day: 30 },
      ];
      const answers = await Promise.all(inputs.map((input) => call(t.baseUrl, '/to-gregorian', input)));
      answers.forEach((res, i) => {
        expect(res.status).toBe(200);
        expect(icuEthiopianDate(res.body.gregorian_date)).toEqual(inputs[i]);
        expect(res.body.day_of_week).toBe(icuWeekday(res.body.gregorian_date));
      });
    });

    it('names the weekday in the requested language (as ICU does)', async () => {
      const res = await call(t.baseUrl, '/to-gregorian', { year: 2016, month: 1, day: 1, lang: 'AM' });
      expect(res.body).toMatchObject({ day_of_week: icuWeekday('2023-09-12', 'am'), lang: 'am', lang_fallback: false });
      expect(res.body.day_of_week).toBe('ማክሰኞ');
    });
  });

  describe('/to-ethiopian', () => {
    it.each(ALL_VIAS)('converts 2024-01-07 to Tahsas 28, 2016, Genna (%s)', async (via) => {
      const res = await call(t.baseUrl, '/to-ethiopian', { date: '2024-01-07' }, via);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        input: '2024-01-07',
        ethiopian_date: { year: 2016, month: 4, day: 28 },
        month_name: 'Tahsas',
        day_of_week: 'Sunday',
        lang: 'en',
        lang_fallback: false,
      });
    });

    it('agrees with ICU on New Year, Pagume 6 and other days', async () => {
      const dates = ['2023-09-11', '2023-09-12', '1900-03-01', '1974-09-12', '2000-01-01', '2024-02-29', '2100-09-12', '2099-12-31'];
      const answers = await Promise.all(dates.map((date) => call(t.baseUrl, '/to-ethiopian', { date })));
      answers.forEach((res, i) => {
        expect(res.body.input).toBe(dates[i]);
        expect(res.body.ethiopian_date).toEqual(icuEthiopianDate(dates[i]));
        expect(res.body.day_of_week).toBe(icuWeekday(dates[i]));
      });
      expect(answers[0].body).toMatchObject({ ethiopian_date: { year: 2015, month: 13, day: 6 }, month_name: 'Pagume' });
      expect(answers[1].body).toMatchObject({ ethiopian_date: { year: 2016, month: 1, day: 1 }, month_name: 'Meskerem' });
    });

    it('gives Amharic month and day names as ICU spells them', async () => {
      const res = await call(t.baseUrl, '/to-ethiopian', { date: '2023-09-12', lang: 'am' }, 'FORM');
      expect(res.body).toMatchObject({ month_name: icuEthiopianMonthName('2023-09-12', 'am'), day_of_week: icuWeekday('2023-09-12', 'am'), lang: 'am' });
      expect(res.body.month_name).toBe('መስከረም');
    });

    it('answers in English with lang_fallback for a real ISO 639-1 code without names (aa, Afar)', async () => {
      const res = await call(t.baseUrl, '/to-ethiopian', { date: '2024-09-11', lang: 'aa' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ month_name: 'Meskerem', day_of_week: 'Wednesday', lang: 'en', lang_fallback: true });
    });
  });

  describe('/current-date', () => {
    it.each(ALL_VIAS)('gives today in UTC by default, in both calendars (%s)', async (via) => {
      const before = icuDateIn('UTC', new Date());
      const res = await call(t.baseUrl, '/current-date', {}, via);
      const after = icuDateIn('UTC', new Date());
      expect(res.status).toBe(200);
      expect([before, after]).toContain(res.body.gregorian_today);
      const today: string = res.body.gregorian_today;
      const { year, month, day } = icuEthiopianDate(today);
      expect(res.body).toMatchObject({
        ethiopian_today: { year, month, day, month_name: expect.any(String) },
        day_of_week: icuWeekday(today),
        tz: 'UTC',
        lang: 'en',
        lang_fallback: false,
      });
    });

    it('takes "today" from tz: Kiritimati (UTC+14) and Pago Pago (UTC-11) are always on different days', async () => {
      const [east, west] = await Promise.all([
        call(t.baseUrl, '/current-date', { tz: 'Pacific/Kiritimati' }, 'JSON'),
        call(t.baseUrl, '/current-date', { tz: 'pacific/pago_pago' }, 'FORM'),
      ]);
      expect(east.body.tz).toBe('Pacific/Kiritimati');
      expect(west.body.tz).toBe('Pacific/Pago_Pago');
      // 25 hours apart: Kiritimati is one day ahead, or two during Pago Pago's last hour before midnight.
      expect([addDays(west.body.gregorian_today, 1), addDays(west.body.gregorian_today, 2)]).toContain(east.body.gregorian_today);
      expect(east.body.ethiopian_today).not.toEqual(west.body.ethiopian_today);
      for (const res of [east, west]) {
        const { year, month, day } = icuEthiopianDate(res.body.gregorian_today);
        expect(res.body.ethiopian_today).toMatchObject({ year, month, day });
      }
    });

    it('matches ICU for the same instant in Addis Ababa, with Amharic names', async () => {
      const before = icuDateIn('Africa/Addis_Ababa', new Date());
      const res = await call(t.baseUrl, '/current-date', { tz: 'Africa/Addis_Ababa', lang: 'am' });
      const after = icuDateIn('Africa/Addis_Ababa', new Date());
      expect([before, after]).toContain(res.body.gregorian_today);
      expect(res.body.ethiopian_today.month_name).toBe(icuEthiopianMonthName(res.body.gregorian_today, 'am'));
      expect(res.body.day_of_week).toBe(icuWeekday(res.body.gregorian_today, 'am'));
    });
  });

  describe('/is-leap-year', () => {
    it.each([
      ['GET', 2015, true],
      ['JSON', 2016, false],
      ['FORM', 2011, true],
    ] as const)('answers by %s: %d leap = %s', async (via, year, leap) => {
      const res = await call(t.baseUrl, '/is-leap-year', { year }, via);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ year, is_leap: leap, explanation: expect.stringContaining(`${year} mod 4`) });
    });

    it('agrees with ICU (Pagume 6 exists) for a run of years, and has no century exception', async () => {
      const years = [1999, 2000, 2001, 2002, 2003, 2019, 2020, 2087, 2091];
      const answers = await Promise.all(years.map((year) => call(t.baseUrl, '/is-leap-year', { year })));
      answers.forEach((res, i) => expect(res.body.is_leap).toBe(icuIsLeap(years[i])));
      const century = await call(t.baseUrl, '/is-leap-year', { year: 2103 });
      expect(century.body.is_leap).toBe(true); // 2103 mod 4 = 3, no exception for any century
    });
  });

  describe('/calendar-info', () => {
    it.each(ALL_VIAS)('describes the current Ethiopian year (%s)', async (via) => {
      const res = await call(t.baseUrl, '/calendar-info', {}, via);
      expect(res.status).toBe(200);
      const today: string = res.body.gregorian_today;
      expect([addDays(icuDateIn('UTC', new Date()), -1), icuDateIn('UTC', new Date())]).toContain(today);
      const year = icuEthiopianDate(today).year;
      const leap = icuIsLeap(year);
      expect(res.body).toMatchObject({ year, is_leap: leap, difference_from_gregorian_years: Number(today.slice(0, 4)) - year, tz: 'UTC' });
      expect([7, 8]).toContain(res.body.difference_from_gregorian_years);
      expect(res.body.months).toHaveLength(13);
      expect(res.body.months.slice(0, 12).map((m: { days: number }) => m.days)).toEqual(Array(12).fill(30));
      expect(res.body.months[0].name).toBe('Meskerem');
      expect(res.body.months[12]).toEqual({ name: 'Pagume', days: leap ? 6 : 5 });
      expect(typeof res.body.description).toBe('string');
      expect(icuEthiopianDate(res.body.starts_on)).toEqual({ year, month: 1, day: 1 });
      expect(icuEthiopianDate(res.body.ends_on)).toEqual({ year, month: 13, day: leap ? 6 : 5 });
    });

    it('names the months in Amharic as ICU does', async () => {
      const res = await call(t.baseUrl, '/calendar-info', { lang: 'am', tz: 'Africa/Addis_Ababa' }, 'JSON');
      expect(res.body.months[0].name).toBe(icuEthiopianMonthName('2023-09-12', 'am'));
      expect(res.body.months[3].name).toBe(icuEthiopianMonthName('2024-01-07', 'am'));
      expect(res.body).toMatchObject({ lang: 'am', tz: 'Africa/Addis_Ababa' });
    });
  });

  describe('/full-month', () => {
    it.each(ALL_VIAS)('lists Tahsas 2016 day by day (%s)', async (via) => {
      const res = await call(t.baseUrl, '/full-month', { year: 2016, month: 4 }, via);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ethiopian_year: 2016, ethiopian_month: 4, month_name: 'Tahsas', tz: 'UTC' });
      expect(res.body.days).toHaveLength(30);
      expect(res.body.days[0]).toMatchObject({ ethiopian_day: 1, gregorian_date: '2023-12-11' });
      expect(res.body.days[27]).toMatchObject({ ethiopian_day: 28, gregorian_date: '2024-01-07', day_of_week: 'Sunday' });
      for (const d of res.body.days) {
        expect(icuEthiopianDate(d.gregorian_date)).toEqual({ year: 2016, month: 4, day: d.ethiopian_day });
        expect(d.day_of_week).toBe(icuWeekday(d.gregorian_date));
      }
    });

    it('gives Pagume 6 days in a leap year and 5 otherwise', async () => {
      const [leap, common] = await Promise.all([
        call(t.baseUrl, '/full-month', { year: 2015, month: 13 }, 'JSON'),
        call(t.baseUrl, '/full-month', { year: 2016, month: 13 }, 'FORM'),
      ]);
      expect(leap.body.days.map((d: { gregorian_date: string }) => d.gregorian_date)).toEqual([
        '2023-09-06', '2023-09-07', '2023-09-08', '2023-09-09', '2023-09-10', '2023-09-11',
      ]);
      expect(common.body.days).toHaveLength(5);
      expect(common.body.days[4].gregorian_date).toBe('2024-09-10');
    });

    it('marks today in tz in the current month, and only that day', async () => {
      const zone = 'Pacific/Kiritimati';
      const before = icuDateIn(zone, new Date());
      const { year, month } = icuEthiopianDate(before);
      const res = await call(t.baseUrl, '/full-month', { year, month, tz: zone });
      const after = icuDateIn(zone, new Date());
      expect([before, after]).toContain(res.body.today);
      const days: Array<{ ethiopian_day: number; gregorian_date: string; is_today: boolean }> = res.body.days;
      const marked = days.filter((d) => d.is_today);
      const inMonth = days.some((d) => d.gregorian_date === res.body.today);
      expect(inMonth || before !== after).toBe(true); // it can leave the month only if midnight passed during the call
      if (inMonth) {
        expect(marked).toHaveLength(1);
        expect(marked[0].gregorian_date).toBe(res.body.today);
        expect(icuEthiopianDate(res.body.today)).toEqual({ year, month, day: marked[0].ethiopian_day });
      } else {
        expect(marked).toEqual([]);
      }
    });
  });

  describe('/full-month/gregorian', () => {
    it.each(ALL_VIAS)('lists February 2024 with Ethiopian dates (%s)', async (via) => {
      const res = await call(t.baseUrl, '/full-month/gregorian', { year: 2024, month: 2 }, via);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ gregorian_year: 2024, gregorian_month: 2, month_name: 'February' });
      expect(res.body.days).toHaveLength(29);
      expect(res.body.days[28]).toMatchObject({ gregorian_date: '2024-02-29', ethiopian_date: { year: 2016, month: 6, day: 21 }, day_of_week: 'Thursday' });
      for (const d of res.body.days) {
        expect(d.ethiopian_date).toEqual(icuEthiopianDate(d.gregorian_date));
        expect(d.day_of_week).toBe(icuWeekday(d.gregorian_date));
      }
    });

    it('spans Ethiopian New Year in September 2023 and names months in French', async () => {
      const sept = await call(t.baseUrl, '/full-month/gregorian', { year: 2023, month: 9, lang: 'fr' }, 'JSON');
      expect(sept.body.month_name).toBe(new Intl.DateTimeFormat('fr', { month: 'long', timeZone: 'UTC' }).format(new Date('2023-09-15T12:00:00Z')));
      expect(sept.body.days[10]).toMatchObject({ gregorian_date: '2023-09-11', ethiopian_date: { year: 2015, month: 13, day: 6 } });
      expect(sept.body.days[11]).toMatchObject({ gregorian_date: '2023-09-12', ethiopian_date: { year: 2016, month: 1, day: 1 } });
      expect(sept.body.days[11].day_of_week).toBe(icuWeekday('2023-09-12', 'fr'));
      const feb = await call(t.baseUrl, '/full-month/gregorian', { year: 2023, month: 2 }, 'FORM');
      expect(feb.body.days).toHaveLength(28);
    });
  });

  describe('/holidays', () => {
    const dateOf = (list: Array<{ key: string; gregorian_date: string }>, key: string) => list.filter((h) => h.key === key).map((h) => h.gregorian_date);

    it.each(ALL_VIAS)('lists the holidays of Ethiopian year 2016 by default (%s)', async (via) => {
      const res = await call(t.baseUrl, '/holidays', { year: 2016 }, via);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ year: 2016, calendar: 'ethiopian' });
      const list = res.body.holidays;
      expect(dateOf(list, 'enkutatash')).toEqual(['2023-09-12']);
      expect(dateOf(list, 'meskel')).toEqual(['2023-09-28']); // New Year fell on the 12th, so Meskel on the 28th
      expect(dateOf(list, 'genna')).toEqual(['2024-01-07']);
      expect(dateOf(list, 'timket')).toEqual(['2024-01-20']);
      expect(dateOf(list, 'adwa')).toEqual(['2024-03-02']);
      expect(dateOf(list, 'labour_day')).toEqual(['2024-05-01']);
      expect(dateOf(list, 'fasika')).toEqual([orthodoxEaster(2024)]);
      expect(dateOf(list, 'siklet')).toEqual([addDays(orthodoxEaster(2024), -2)]);
      const dates = list.map((h: { gregorian_date: string }) => h.gregorian_date);
      expect(dates).toEqual([...dates].sort());
      for (const h of list) expect(h.ethiopian_date).toEqual(icuEthiopianDate(h.gregorian_date));
    });

    it('takes a Gregorian year with calendar=gregorian (January to December, two Ethiopian years)', async () => {
      const res = await call(t.baseUrl, '/holidays', { year: 2024, calendar: 'gregorian' }, 'JSON');
      expect(res.body).toMatchObject({ year: 2024, calendar: 'gregorian' });
      const list = res.body.holidays;
      expect(list.every((h: { gregorian_date: string }) => h.gregorian_date.startsWith('2024-'))).toBe(true);
      expect(dateOf(list, 'genna')).toEqual(['2024-01-07']);
      expect(dateOf(list, 'enkutatash')).toEqual(['2024-09-11']);
      expect(dateOf(list, 'meskel')).toEqual(['2024-09-27']);
      const form = await call(t.baseUrl, '/holidays', { year: 2025, calendar: 'Gregorian' }, 'FORM');
      expect(dateOf(form.body.holidays, 'fasika')).toEqual([orthodoxEaster(2025)]);
      expect(orthodoxEaster(2025)).toBe('2025-04-20');
    });
  });

  describe('/bahire-hasab', () => {
    it.each(ALL_VIAS)('works out the computus of 2016 (%s)', async (via) => {
      const res = await call(t.baseUrl, '/bahire-hasab', { year: 2016 }, via);
      expect(res.status).toBe(200);
      // By hand: Amete Alem 7516, 7516 mod 4 = 0 (John); Wenber (7516-1) mod 19 = 10; Abekte 110 mod 30 = 20; Metqe 190 mod 30 = 10.
      expect(res.body).toMatchObject({ ethiopian_year: 2016, amete_alem: 7516, evangelist: { name: 'John', remainder: 0 }, wenber: 10, abekte: 20, metqe: 10 });
      expect(res.body.new_year).toMatchObject({ gregorian_date: '2023-09-12', day_of_week: 'Tuesday' });
      const fasika = res.body.movable_feasts.find((f: { key: string }) => f.key === 'fasika');
      expect(fasika.gregorian_date).toBe(orthodoxEaster(2024));
      expect(res.body.nenewe).toMatchObject({ gregorian_date: addDays(orthodoxEaster(2024), -69), day_of_week: 'Monday' });
    });

    it('dates Fasika on Orthodox Easter for several years', async () => {
      const years = [1960, 2000, 2015, 2017, 2050];
      const answers = await Promise.all(years.map((year) => call(t.baseUrl, '/bahire-hasab', { year })));
      answers.forEach((res, i) => {
        const fasika = res.body.movable_feasts.find((f: { key: string }) => f.key === 'fasika');
        expect(fasika.gregorian_date).toBe(orthodoxEaster(years[i] + 8));
      });
      expect(answers[2].body.evangelist.name).toBe('Luke'); // 2015 is a leap year: a Luke year
    });
  });

  describe('/geez-numeral', () => {
    it.each(ALL_VIAS)('writes 2016 as ፳፻፲፮ (%s)', async (via) => {
      const res = await call(t.baseUrl, '/geez-numeral', { number: 2016 }, via);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ input: '2016', number: 2016, geez: '፳፻፲፮' });
    });

    it.each([
      ['1', 1, '፩'],
      ['10', 10, '፲'],
      ['100', 100, '፻'],
      ['123', 123, '፻፳፫'],
      ['1000', 1000, '፲፻'],
      ['10000', 10000, '፼'],
      ['1000000', 1000000, '፻፼'],
      ['99999999', 99999999, '፺፱፻፺፱፼፺፱፻፺፱'],
    ])('converts %s both ways', async (digits, value, geez) => {
      const forward = await call(t.baseUrl, '/geez-numeral', { number: digits });
      expect(forward.body).toEqual({ input: digits, number: value, geez });
      const back = await call(t.baseUrl, '/geez-numeral', { number: geez }, 'FORM');
      expect(back.body).toEqual({ input: geez, number: value, geez });
    });

    it('reads the variant with an explicit ፩ before ፻', async () => {
      const res = await call(t.baseUrl, '/geez-numeral', { number: '፩፻' }, 'JSON');
      expect(res.body).toEqual({ input: '፩፻', number: 100, geez: '፻' });
    });
  });

  describe('/languages', () => {
    it.each(ALL_VIAS)('lists more than 100 languages with names (%s)', async (via) => {
      const res = await call(t.baseUrl, '/languages', {}, via);
      expect(res.status).toBe(200);
      expect(res.body.default).toBe('en');
      expect(res.body.complete_count).toBeGreaterThan(100);
      expect(res.body.count).toBe(res.body.languages.length);
      const am = res.body.languages.find((l: { code: string }) => l.code === 'am');
      expect(am).toMatchObject({ name_en: 'Amharic', name_native: 'አማርኛ', day_names: true, month_names: true });
      expect(res.body.languages.some((l: { code: string }) => l.code === 'aa')).toBe(false); // Afar: accepted, answered in English
    });
  });

  describe('discovery', () => {
    const paths = [
      '/to-gregorian', '/to-ethiopian', '/current-date', '/is-leap-year', '/calendar-info', '/full-month',
      '/full-month/gregorian', '/holidays', '/bahire-hasab', '/geez-numeral', '/languages',
    ].map((p) => `/ethiopian-calendar${p}`);

    it('lists every endpoint on the service index', async () => {
      const res = await http(t.baseUrl, '/ethiopian-calendar');
      expect(res.status).toBe(200);
      expect(res.body.endpoints.map((e: { path: string }) => e.path).sort()).toEqual([...paths].sort());
    });

    it('documents every endpoint in OpenAPI with a summary, the rules and a computed example', async () => {
      const doc = (await http(t.baseUrl, '/openapi.json')).body;
      for (const path of paths) {
        for (const method of ['get', 'post']) {
          const op = doc.paths[path]?.[method];
          expect(op?.summary).toEqual(expect.any(String));
          expect(op.description.length).toBeGreaterThan(80);
          expect(op.responses['200'].content['application/json'].example).toBeDefined();
        }
      }
      expect(doc.paths['/ethiopian-calendar/to-gregorian'].get.description).toMatch(/year mod 4 = 3/);
      expect(doc.paths['/ethiopian-calendar/current-date'].get.description).toMatch(/IANA/);
      expect(doc.paths['/ethiopian-calendar/full-month'].get.description).toMatch(/lang_fallback/);
      expect(doc.paths['/ethiopian-calendar/to-gregorian'].get.responses['200'].content['application/json'].example).toMatchObject({
        gregorian_date: '2024-01-07',
      });
    });
  });
}
