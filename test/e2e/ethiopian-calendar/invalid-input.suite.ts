/**
 * Bad and hostile input for the Ethiopian calendar service: every rule breach is a 400 problem naming the
 * parameter and the rule; nothing a client sends may produce a 500.
 */
import type { TestApp } from '../../support/boot';
import { expectProblem, http, type HttpResult } from '../../support/http';
import { call, type Via } from './reference';

interface ProblemBody {
  detail: string;
  errors: Array<{ parameter: string; message: string }>;
}

/** Asserts a 400 invalid-parameter problem whose errors name exactly `parameters`, each message matching `rule`. */
function expectInvalid(res: HttpResult, parameters: string[], rule?: RegExp): void {
  expectProblem(res, 400, 'invalid-parameter');
  const body = res.body as ProblemBody;
  expect(body.errors.map((e) => e.parameter).sort()).toEqual([...parameters].sort());
  for (const e of body.errors) expect(e.message.length).toBeGreaterThan(5);
  if (rule) expect(body.errors.map((e) => e.message).join(' | ')).toMatch(rule);
}

export function invalidInput(app: () => TestApp): void {
  let t: TestApp;
  beforeAll(() => {
    t = app();
  });

  const cases: Array<[string, string, Record<string, string | number>, Via, string[], RegExp]> = [
    // /to-gregorian
    ['month 14', '/to-gregorian', { year: 2016, month: 14, day: 1 }, 'GET', ['month'], /from 1 to 13; got 14/],
    ['day 31', '/to-gregorian', { year: 2016, month: 2, day: 31 }, 'JSON', ['day'], /from 1 to 30; got 31/],
    ['Pagume 7', '/to-gregorian', { year: 2015, month: 13, day: 7 }, 'FORM', ['day'], /Pagume has 5 days, or 6 in a leap year/],
    ['Pagume 6 in a common year', '/to-gregorian', { year: 2016, month: 13, day: 6 }, 'GET', ['day'], /only 5 days in 2016 \(not a leap year/],
    ['year 0', '/to-gregorian', { year: 0, month: 1, day: 1 }, 'JSON', ['year'], /from 1 to 9992; got 0/],
    ['a negative year', '/to-gregorian', { year: -5, month: 1, day: 1 }, 'GET', ['year'], /got -5/],
    ['non-numeric values', '/to-gregorian', { year: 'abc', month: 'one', day: '1.5' }, 'FORM', ['year', 'month', 'day'], /must be an integer/],
    ['missing parameters', '/to-gregorian', {}, 'GET', ['year', 'month', 'day'], /year is required/],
    ['an unknown lang', '/to-gregorian', { year: 2016, month: 1, day: 1, lang: 'xx' }, 'GET', ['lang'], /ISO 639-1/],
    ['a three-letter lang', '/to-gregorian', { year: 2016, month: 1, day: 1, lang: 'amh' }, 'JSON', ['lang'], /ISO 639-1/],
    // /to-ethiopian
    ['2023-02-29', '/to-ethiopian', { date: '2023-02-29' }, 'GET', ['date'], /2023 is not a leap year, so February has 28 days/],
    ['month 13 of a Gregorian date', '/to-ethiopian', { date: '2023-13-01' }, 'JSON', ['date'], /month must be from 1 to 12/],
    ['a date that is not YYYY-MM-DD', '/to-ethiopian', { date: '07/01/2024' }, 'FORM', ['date'], /YYYY-MM-DD/],
    ['year 0000', '/to-ethiopian', { date: '0000-12-31' }, 'GET', ['date'], /from 1 to 9999/],
    ['a missing date', '/to-ethiopian', { lang: 'am' }, 'GET', ['date'], /date is required/],
    // /current-date and /calendar-info
    ['an unknown tz', '/current-date', { tz: 'Mars/Olympus_Mons' }, 'GET', ['tz'], /IANA time zone/],
    ['an offset instead of a zone', '/current-date', { tz: '+03:00' }, 'JSON', ['tz'], /IANA time zone/],
    ['an unknown lang', '/current-date', { lang: 'zz' }, 'FORM', ['lang'], /ISO 639-1/],
    ['an unknown tz', '/calendar-info', { tz: 'Africa/Wakanda' }, 'FORM', ['tz'], /IANA time zone/],
    // /is-leap-year
    ['year 0', '/is-leap-year', { year: 0 }, 'GET', ['year'], /from 1 to 9992/],
    ['a negative year', '/is-leap-year', { year: -4 }, 'JSON', ['year'], /got -4/],
    ['a fractional year', '/is-leap-year', { year: '2015.5' }, 'FORM', ['year'], /must be an integer/],
    ['a missing year', '/is-leap-year', {}, 'GET', ['year'], /year is required/],
    // month tables
    ['month 14', '/full-month', { year: 2016, month: 14 }, 'GET', ['month'], /from 1 to 13/],
    ['year 0', '/full-month', { year: 0, month: 1 }, 'JSON', ['year'], /from 1 to 9992/],
    ['a month past 9999-12-31', '/full-month', { year: 9992, month: 2 }, 'GET', ['month'], /past 9999-12-31/],
    ['an unknown tz', '/full-month', { year: 2016, month: 1, tz: 'Nowhere/Land' }, 'FORM', ['tz'], /IANA/],
    ['Gregorian month 13', '/full-month/gregorian', { year: 2024, month: 13 }, 'GET', ['month'], /from 1 to 12; got 13/],
    ['Gregorian year 10000', '/full-month/gregorian', { year: 10000, month: 1 }, 'JSON', ['year'], /from 1 to 9999/],
    ['an unknown lang', '/full-month/gregorian', { year: 2024, month: 1, lang: 'q1' }, 'FORM', ['lang'], /ISO 639-1/],
    // holidays and computus
    ['a missing holiday year', '/holidays', {}, 'GET', ['year'], /year is required/],
    ['an unknown calendar', '/holidays', { year: 2016, calendar: 'julian' }, 'JSON', ['calendar'], /one of ethiopian, gregorian/],
    ['an Ethiopian year past the last computus', '/holidays', { year: 9992 }, 'FORM', ['year'], /at most 9991/],
    ['year 0', '/bahire-hasab', { year: 0 }, 'GET', ['year'], /from 1 to 9991/],
    // Ge'ez numerals
    ['zero', '/geez-numeral', { number: 0 }, 'JSON', ['number'], /from 1 to 99999999/],
    ['a negative number', '/geez-numeral', { number: '-5' }, 'GET', ['number'], /Ge'ez numeral/],
    ['a number too large', '/geez-numeral', { number: '100000000' }, 'FORM', ['number'], /from 1 to 99999999/],
    ['a malformed numeral', '/geez-numeral', { number: '፻፻' }, 'GET', ['number'], /Ge'ez numeral/],
    ['Latin letters', '/geez-numeral', { number: 'MMXVI' }, 'JSON', ['number'], /Ge'ez numeral/],
    ['a missing number', '/geez-numeral', {}, 'GET', ['number'], /number is required/],
  ];

  it.each(cases)('refuses %s on %s', async (_name, path, params, via, parameters, rule) => {
    expectInvalid(await call(t.baseUrl, path, params, via), parameters, rule);
  });

  it('refuses JSON values of the wrong type, naming each parameter', async () => {
    const res = await http(t.baseUrl, '/ethiopian-calendar/to-gregorian', { json: { year: 'MMXVI', month: { m: 1 }, day: true } });
    expectInvalid(res, ['year', 'month', 'day'], /must be an integer/);
    // A list stands for its last value, as a repeated query parameter does; lang 7 then fails the language rule.
    const list = await http(t.baseUrl, '/ethiopian-calendar/to-gregorian', { json: { year: [2016], month: 1, day: 1, lang: 7 } });
    expectInvalid(list, ['lang'], /ISO 639-1/);
  });

  it('takes the last value of a repeated query parameter', async () => {
    const res = await http(t.baseUrl, '/ethiopian-calendar/to-gregorian?year=2016&year=2015&month=13&day=6');
    expect(res.status).toBe(200);
    expect(res.body.gregorian_date).toBe('2023-09-11');
  });

  it('never answers 500 to hostile input', async () => {
    const long = 'x'.repeat(5000);
    const queries = [
      '/to-gregorian?year=1e400&month=1&day=1',
      '/to-gregorian?year=99999999999999999999999&month=1&day=1',
      '/to-gregorian?year=%EF%BC%92%EF%BC%90%EF%BC%91%EF%BC%96&month=1&day=1', // full-width digits
      '/to-gregorian?year=9992&month=13&day=5',
      '/to-gregorian?year=2016&month=1&day=1&lang=' + encodeURIComponent('\u0000am'),
      '/to-gregorian?year[]=2016&month=1&day=1',
      '/to-ethiopian?date=' + encodeURIComponent('2024-01-07T00:00:00Z'),
      '/to-ethiopian?date=' + encodeURIComponent('٢٠٢٤-٠١-٠٧'),
      '/to-ethiopian?date=9999-12-31',
      '/to-ethiopian?date=0001-01-01',
      '/to-ethiopian?date=' + long,
      '/current-date?tz=' + encodeURIComponent('../../etc/passwd'),
      '/current-date?tz=' + long,
      '/current-date?lang=' + long,
      '/current-date?tz=%E0%A4%A',
      '/calendar-info?lang=' + encodeURIComponent('en-' + 'a'.repeat(30)),
      '/full-month?year=9992&month=1&tz=Etc/GMT-14',
      '/full-month/gregorian?year=1&month=1',
      '/full-month/gregorian?year=9999&month=12&lang=ii',
      '/holidays?year=9999&calendar=gregorian',
      '/holidays?year=1&calendar=gregorian',
      '/holidays?year=1',
      '/bahire-hasab?year=9991',
      '/geez-numeral?number=' + encodeURIComponent('😀'),
      '/geez-numeral?number=' + encodeURIComponent('፩'.repeat(64)),
      '/geez-numeral?number=' + long,
      '/geez-numeral?number=' + encodeURIComponent('  ፲፻  '),
      '/is-leap-year?year=' + encodeURIComponent('2015 OR 1=1'),
    ];
    const bodies: Array<[string, unknown]> = [
      ['/to-gregorian', { year: null, month: 1, day: 1 }],
      ['/to-gregorian', { year: 1e308, month: 1.0, day: -0 }],
      ['/to-ethiopian', { date: ['2024-01-07', '2024-01-08'] }],
      ['/to-ethiopian', { date: { year: 2024 } }],
      ['/current-date', { tz: ['UTC'], lang: { en: true } }],
      ['/geez-numeral', { number: 1.5 }],
      ['/geez-numeral', { number: 1e21 }],
      ['/holidays', { year: '2016', calendar: ['gregorian'] }],
      ['/languages', [1, 2, 3]],
      ['/is-leap-year', 'just a string'],
    ];
    const results = await Promise.all([
      ...queries.map((q) => http(t.baseUrl, `/ethiopian-calendar${q}`)),
      ...bodies.map(([path, json]) => http(t.baseUrl, `/ethiopian-calendar${path}`, { json })),
      http(t.baseUrl, '/ethiopian-calendar/to-gregorian', { body: '{"year": 2016,', headers: { 'content-type': 'application/json' } }),
      http(t.baseUrl, '/ethiopian-calendar/to-gregorian', { body: 'year=2016&month=1&day=1&month=13', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      http(t.baseUrl, '/ethiopian-calendar/to-gregorian', { body: 'year=2016', headers: { 'content-type': 'text/plain' } }),
    ]);
    const labels = [...queries, ...bodies.map(([path, json]) => `${path} ${JSON.stringify(json)}`), 'broken JSON', 'repeated form field', 'text/plain'];
    results.forEach((res, i) => {
      expect({ request: labels[i], status: res.status < 500 }).toEqual({ request: labels[i], status: true });
      if (res.status >= 400) expect(res.headers.get('content-type')).toContain('application/problem+json');
    });
  });

  it('answers a known language without names in English, with lang_fallback', async () => {
    const res = await call(t.baseUrl, '/full-month', { year: 2016, month: 1, lang: 'aa' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ month_name: 'Meskerem', lang: 'en', lang_fallback: true });
    expect(res.body.days[0].day_of_week).toBe('Tuesday'); // 2023-09-12 was a Tuesday
  });
}
