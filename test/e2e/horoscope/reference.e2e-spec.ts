/**
 * The static horoscope reference end to end: the nine sign-trait paths (sign from dob by the sign table, cusp days)
 * and the astrology reference (aspect, house and its housee spelling, returns, term, planets, planets in houses), by
 * GET, POST JSON and POST form; every value of every enum; bodies compared with the content files read here directly;
 * every text non-empty, free of template holes and distinct; bad and hostile input as 400 problems listing the
 * allowed values. The texts come from files, so both configurations behave the same (no database involved).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bootTestApp, type TestApp } from '../../support/boot';
import { expectProblem, http, type HttpResult } from '../../support/http';

type Body = Record<string, any>;
const BASE = '/numerology/horoscope';
const CONTENT_DIR = join(__dirname, '..', '..', '..', 'libs', 'horoscope', 'content', 'reference');

/** The entry of a content file without its key: what a result must carry besides its own fields. */
function content(family: string, key: string): Body {
  const file = JSON.parse(readFileSync(join(CONTENT_DIR, `${family}.json`), 'utf8')) as { entries: Body[] };
  const entry = file.entries.find((e) => e.key === key);
  if (!entry) throw new Error(`${family}/${key} missing from the content file`);
  const { key: _key, ...rest } = entry;
  return rest;
}

const SIGNS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];
const TOPICS = ['personality', 'friendship', 'love', 'lifestyle', 'health', 'spirituality', 'career_money', 'parent_child', 'birthday'];
const ASPECTS: Record<string, number> = { conjunction: 0, opposite: 180, square: 90, trine: 120, sextile: 60, semi_sextile: 30, quincunx: 150 };
const HOUSES = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];
const RETURNS = ['solar', 'lunar', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'];
const TERMS = ['astrology', 'sun_sign', 'moon_sign', 'rising_sign', 'transit', 'aspects', 'western_astrology', 'vedic_astrology', 'tibetan_astrology', 'horary_astrology', 'medical_astrology', 'chinese_astrology'];
const PLANETS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];

/** A mid-sign date for each sign (checked against the printed table by hand), with no cusp. */
const MID_SIGN: Record<string, string> = {
  aries: '1990-04-05', taurus: '1990-05-05', gemini: '1990-06-05', cancer: '1985-07-04', leo: '1990-08-05', virgo: '1990-09-05',
  libra: '1990-10-05', scorpio: '1990-11-05', sagittarius: '1815-12-10', capricorn: '1991-01-05', aquarius: '1991-02-05', pisces: '1991-03-05',
};

const qs = (params: Record<string, string>): string => new URLSearchParams(params).toString();

describe('horoscope reference', () => {
  let t: TestApp;
  /** Every text served, to prove they are all distinct. */
  const served = new Map<string, string>();
  const get = (path: string) => http<Body>(t.baseUrl, path);
  const postJson = (path: string, json: unknown) => http<Body>(t.baseUrl, path, { method: 'POST', json });
  const postForm = (path: string, form: Record<string, string>) => http<Body>(t.baseUrl, path, { method: 'POST', form });

  function expectReading(res: HttpResult<Body>, expected: Body): void {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body).toEqual(expected);
    for (const field of ['title', 'summary', 'text']) {
      expect(typeof res.body[field]).toBe('string');
      expect(res.body[field].trim().length).toBeGreaterThan(0);
      expect(res.body[field]).not.toMatch(/[{}]|undefined|lorem|TODO|TBD|placeholder/i);
    }
    expect(res.body.text.split(/\s+/).length).toBeGreaterThanOrEqual(100);
    const owner = served.get(res.body.text);
    if (owner === undefined) served.set(res.body.text, expected.title);
    else expect(owner).toBe(expected.title); // the same text only for the same entry (titles are distinct)
  }

  beforeAll(async () => {
    t = await bootTestApp({ worker: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('/horoscope/sign/<topic>', () => {
    it.each(TOPICS)('%s: every sign by GET (mid-sign dates, no cusp)', async (topic) => {
      for (const sign of SIGNS) {
        const dob = MID_SIGN[sign];
        const res = await get(`${BASE}/sign/${topic}?${qs({ dob })}`);
        expectReading(res, { sign, topic, dob, cusp: false, cusp_with: null, ...content('sign_trait', `${sign}:${topic}`) });
      }
    });

    it.each(TOPICS)('%s: POST JSON and POST form give the same body as GET', async (topic) => {
      const expected = { sign: 'aries', topic, dob: '1990-03-21', cusp: true, cusp_with: 'pisces', ...content('sign_trait', `aries:${topic}`) };
      expectReading(await postJson(`${BASE}/sign/${topic}`, { dob: '1990-03-21' }), expected);
      expectReading(await postForm(`${BASE}/sign/${topic}`, { dob: '1990-03-21' }), expected);
    });

    // Edges of the conventional table, by hand: each sign's first and last day are cusp days.
    it.each([
      ['1990-03-20', 'pisces', true, 'aries'],
      ['1990-03-21', 'aries', true, 'pisces'],
      ['1990-03-22', 'aries', false, null],
      ['1990-06-20', 'gemini', true, 'cancer'],
      ['1990-06-21', 'cancer', true, 'gemini'],
      ['1990-12-21', 'sagittarius', true, 'capricorn'],
      ['1990-12-22', 'capricorn', true, 'sagittarius'],
      ['1991-01-19', 'capricorn', true, 'aquarius'],
      ['1991-01-20', 'aquarius', true, 'capricorn'],
      ['2000-02-29', 'pisces', false, null],
    ])('dob %s is %s (cusp %s, %s)', async (dob, sign, cusp, cuspWith) => {
      const res = await get(`${BASE}/sign/personality?${qs({ dob })}`);
      expectReading(res, { sign, topic: 'personality', dob, cusp, cusp_with: cuspWith, ...content('sign_trait', `${sign}:personality`) });
    });

    it('bad dob: missing, impossible, malformed, hostile → 400 naming dob', async () => {
      const cases: Array<[string, () => Promise<HttpResult<Body>>]> = [
        ['missing', () => get(`${BASE}/sign/love`)],
        ['empty', () => get(`${BASE}/sign/love?dob=`)],
        ['30 February', () => get(`${BASE}/sign/love?dob=1990-02-30`)],
        ['month 13', () => get(`${BASE}/sign/health?dob=1990-13-01`)],
        ['no zero padding', () => get(`${BASE}/sign/health?dob=1990-3-21`)],
        ['a word', () => get(`${BASE}/sign/birthday?dob=yesterday`)],
        ['repeated, last bad', () => get(`${BASE}/sign/birthday?dob=1990-03-21&dob=1990-03-32`)],
        ['unicode', () => get(`${BASE}/sign/birthday?dob=${encodeURIComponent('１９９０-０３-２１')}`)],
        ['huge', () => get(`${BASE}/sign/birthday?dob=${'9'.repeat(5000)}`)],
        ['JSON number', () => postJson(`${BASE}/sign/lifestyle`, { dob: 19900321 })],
        ['JSON object', () => postJson(`${BASE}/sign/lifestyle`, { dob: { y: 1990 } })],
        ['JSON array, bad', () => postJson(`${BASE}/sign/lifestyle`, { dob: ['1990-21-03'] })],
        ['JSON null', () => postJson(`${BASE}/sign/lifestyle`, { dob: null })],
        ['form, bad', () => postForm(`${BASE}/sign/spirituality`, { dob: '21/03/1990' })],
      ];
      for (const [label, call] of cases) {
        const res = await call();
        expect([label, res.status]).toEqual([label, 400]);
        expectProblem(res, 400, 'invalid-parameter');
        expect([label, res.body.errors.map((e: Body) => e.parameter)]).toEqual([label, ['dob']]);
      }
    });
  });

  /** [path, parameter, values, expected body for a value] for the single-parameter reference paths. */
  const single: Array<[string, string, string[], (v: string) => Body]> = [
    ['/astrology/aspect', 'aspect', Object.keys(ASPECTS), (v) => ({ aspect: v, angle: ASPECTS[v], ...content('aspect', v) })],
    ['/astrology/house', 'house', HOUSES, (v) => ({ house: v, number: HOUSES.indexOf(v) + 1, ...content('house', v) })],
    ['/astrology/housee', 'house', HOUSES, (v) => ({ house: v, number: HOUSES.indexOf(v) + 1, ...content('house', v) })],
    ['/astrology/returns', 'returns', RETURNS, (v) => ({ returns: v, ...content('returns', v) })],
    ['/astrology/term', 'term', TERMS, (v) => ({ term: v, ...content('term', v) })],
    ['/planets', 'planet_name', PLANETS, (v) => ({ planet: v, ...content('planet', v) })],
  ];

  describe.each(single)('%s', (path, parameter, values, expected) => {
    it('every value by GET, POST JSON and POST form', async () => {
      for (const v of values) {
        expectReading(await get(`${BASE}${path}?${qs({ [parameter]: v })}`), expected(v));
        expectReading(await postJson(`${BASE}${path}`, { [parameter]: v }), expected(v));
      }
      expectReading(await postForm(`${BASE}${path}`, { [parameter]: values[1] }), expected(values[1]));
    });

    it('enum values are matched without regard to case and surrounding spaces', async () => {
      expectReading(await get(`${BASE}${path}?${qs({ [parameter]: ` ${values[2].toUpperCase()} ` })}`), expected(values[2]));
    });

    it('unknown, missing and hostile values → 400 naming the parameter and listing the allowed values', async () => {
      const allowed = `one of ${values.join(', ')}`;
      const cases: Array<[string, () => Promise<HttpResult<Body>>]> = [
        ['unknown', () => get(`${BASE}${path}?${qs({ [parameter]: 'nonesuch' })}`)],
        ['missing', () => get(`${BASE}${path}`)],
        ['empty', () => get(`${BASE}${path}?${parameter}=`)],
        ['unicode', () => get(`${BASE}${path}?${qs({ [parameter]: 'ﬁrst☉' })}`)],
        ['huge', () => get(`${BASE}${path}?${qs({ [parameter]: 'x'.repeat(10000) })}`)],
        ['JSON number', () => postJson(`${BASE}${path}`, { [parameter]: 7 })],
        ['JSON object', () => postJson(`${BASE}${path}`, { [parameter]: { value: values[0] } })],
        ['JSON array of a bad value', () => postJson(`${BASE}${path}`, { [parameter]: ['nonesuch'] })],
        ['JSON null', () => postJson(`${BASE}${path}`, { [parameter]: null })],
        ['form unknown', () => postForm(`${BASE}${path}`, { [parameter]: 'zeroth' })],
      ];
      for (const [label, call] of cases) {
        const res = await call();
        expect([label, res.status]).toEqual([label, 400]);
        expectProblem(res, 400, 'invalid-parameter');
        expect([label, res.body.errors.map((e: Body) => e.parameter)]).toEqual([label, [parameter]]);
        if (label === 'unknown' || label === 'form unknown' || label === 'JSON number') expect([label, res.body.errors[0].message]).toEqual([label, expect.stringContaining(allowed)]);
      }
    });
  });

  it('a repeated parameter or a JSON array counts by its last value (platform rule)', async () => {
    expectReading(await get(`${BASE}/astrology/term?term=astrology&term=transit`), { term: 'transit', ...content('term', 'transit') });
    expectReading(await postJson(`${BASE}/astrology/aspect`, { aspect: ['trine', 'square'] }), { aspect: 'square', angle: 90, ...content('aspect', 'square') });
    expectReading(await get(`${BASE}/sign/love?dob=1990-01-01&dob=1990-03-21`), { sign: 'aries', topic: 'love', dob: '1990-03-21', cusp: true, cusp_with: 'pisces', ...content('sign_trait', 'aries:love') });
  });

  it('/astrology/housee serves exactly what /astrology/house serves', async () => {
    for (const house of HOUSES) {
      const [a, b] = await Promise.all([get(`${BASE}/astrology/house?house=${house}`), get(`${BASE}/astrology/housee?house=${house}`)]);
      expect(b.status).toBe(200);
      expect(b.body).toEqual(a.body);
    }
  });

  describe('/planets/house', () => {
    const PLANETS_AND_CERES = [...PLANETS, 'ceres'];

    it('all 132 planet and house pairs by GET; POST JSON and form for some', async () => {
      for (const planet of PLANETS_AND_CERES) {
        for (const house of HOUSES) {
          const res = await get(`${BASE}/planets/house?${qs({ planet, house })}`);
          expectReading(res, { planet, house, house_number: HOUSES.indexOf(house) + 1, ...content('planet_in_house', `${planet}:${house}`) });
        }
      }
      expectReading(await postJson(`${BASE}/planets/house`, { planet: 'ceres', house: 'fourth' }), { planet: 'ceres', house: 'fourth', house_number: 4, ...content('planet_in_house', 'ceres:fourth') });
      expectReading(await postForm(`${BASE}/planets/house`, { planet: 'mars', house: 'tenth' }), { planet: 'mars', house: 'tenth', house_number: 10, ...content('planet_in_house', 'mars:tenth') });
    });

    it('bad planet or house → 400 naming each parameter at fault', async () => {
      const cases: Array<[Record<string, unknown>, string[]]> = [
        [{ planet: 'chiron', house: 'first' }, ['planet']],
        [{ planet: 'sun', house: '1' }, ['house']],
        [{ planet: 'vulcan', house: 'thirteenth' }, ['planet', 'house']],
        [{ house: 'first' }, ['planet']],
        [{ planet: 'sun' }, ['house']],
        [{}, ['planet', 'house']],
      ];
      for (const [query, parameters] of cases) {
        const res = await get(`${BASE}/planets/house?${qs(query as Record<string, string>)}`);
        expectProblem(res, 400, 'invalid-parameter');
        expect(res.body.errors.map((e: Body) => e.parameter).sort()).toEqual([...parameters].sort());
        const json = await postJson(`${BASE}/planets/house`, query);
        expectProblem(json, 400, 'invalid-parameter');
      }
      const res = await get(`${BASE}/planets/house?planet=chiron&house=first`);
      expect(res.body.errors[0].message).toContain(`one of ${PLANETS_AND_CERES.join(', ')}`);
    });
  });

  it('every text served is distinct: 108 sign traits + 7 + 12 + 7 + 12 + 10 + 132', () => {
    expect(served.size).toBe(108 + 7 + 12 + 7 + 12 + 10 + 132);
  });

  it('GET /numerology lists the reference endpoints', async () => {
    const res = await get('/numerology');
    expect(res.status).toBe(200);
    for (const path of ['/horoscope/sign/parent_child', '/horoscope/astrology/housee', '/horoscope/astrology/term', '/horoscope/planets/house']) expect(res.text).toContain(path);
  });
});
