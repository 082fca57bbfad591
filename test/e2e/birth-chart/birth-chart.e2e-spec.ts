/**
 * Birth chart JSON end to end: GET, POST JSON and POST form; values checked against a published chart (Einstein,
 * Astrodatabank AA) and the US DST rules; bad and hostile input as 400 problems naming the parameter.
 */
import { bootTestApp, type TestApp } from '../../support/boot';
import { expectProblem, http } from '../../support/http';

type Body = Record<string, any>;

const EINSTEIN = { name: 'Albert Einstein', year: 1879, month: 3, day: 14, hour: 10, minute: 50, lat: 48.4, lng: 10, tz: 'UTC' };
const PATH = '/numerology/birth-chart';

function qs(params: Record<string, string | number | boolean>): string {
  return new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
}

const arcmin = (a: number, b: number): number => Math.abs(((a - b + 540) % 360) - 180) * 60;
const point = (body: Body, key: string): Body => body.points.find((p: Body) => p.key === key);

describe('/numerology/birth-chart', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await bootTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('GET: the published positions of a famous chart, and the documented shape', async () => {
    const res = await http<Body>(app.baseUrl, `${PATH}?${qs(EINSTEIN)}`);
    expect(res.status).toBe(200);
    const b = res.body;
    // Astrodatabank: Sun 23°30' Pisces, Moon 14°32' Sagittarius, Asc 11°38' Cancer, MC 12°50' Pisces.
    expect(arcmin(point(b, 'sun').longitude, 353.5)).toBeLessThan(1.01);
    expect(arcmin(point(b, 'moon').longitude, 254 + 32 / 60)).toBeLessThan(1.01);
    expect(arcmin(point(b, 'asc').longitude, 101 + 38 / 60)).toBeLessThan(1.01);
    expect(arcmin(point(b, 'mc').longitude, 342 + 50 / 60)).toBeLessThan(1.01);
    expect(point(b, 'sun')).toMatchObject({ sign: 'pisces', house: 10, retrograde: false });
    expect(Object.keys(point(b, 'mars')).sort()).toEqual(['declination', 'degree', 'house', 'key', 'kind', 'latitude', 'longitude', 'position', 'retrograde', 'sign', 'speed'].sort());
    expect(b.points.map((p: Body) => p.key)).toEqual(expect.arrayContaining(['true_north_node', 'mean_south_node', 'lilith', 'chiron', 'dsc', 'ic', 'pluto']));
    expect(b.subject).toMatchObject({ name: 'Albert Einstein', utc: '1879-03-14T10:50:00.000Z', tz_status: 'normal', utc_offset: '+00:00' });
    expect(b.houses.cusps).toHaveLength(12);
    expect(b.houses.system).toBe('placidus');
    expect(b.chart_ruler.ruler).toBe('moon');
    expect(Object.keys(b.moon_phase).sort()).toEqual(['angle', 'illumination', 'lunation_day', 'phase', 'waxing']);
    expect(b.balance.elements.water).toContain('sun');
    for (const a of b.aspects) expect(a.orb).toBeLessThanOrEqual(b.settings.orbs[a.kind]);
  });

  it('is listed in the service index and documented in OpenAPI', async () => {
    const index = await http<Body>(app.baseUrl, '/numerology');
    expect(JSON.stringify(index.body)).toContain('/numerology/birth-chart/svg');
    expect(JSON.stringify(index.body)).toContain('/numerology/birth-chart"');
    const doc = await http<Body>(app.baseUrl, '/openapi.json');
    const svg = doc.body.paths['/numerology/birth-chart/svg'];
    expect(Object.keys(svg).sort()).toEqual(expect.arrayContaining(['get', 'post']));
    expect(JSON.stringify(svg)).toContain('image/svg+xml');
    expect(JSON.stringify(doc.body.paths['/numerology/birth-chart'])).toContain('house_system');
  });

  it('POST JSON and POST form give the same chart as GET', async () => {
    const get = await http<Body>(app.baseUrl, `${PATH}?${qs(EINSTEIN)}`);
    const json = await http<Body>(app.baseUrl, PATH, { json: EINSTEIN });
    const form = await http<Body>(app.baseUrl, PATH, { form: Object.fromEntries(Object.entries(EINSTEIN).map(([k, v]) => [k, String(v)])) });
    expect(json.status).toBe(200);
    expect(form.status).toBe(200);
    expect(json.body.points).toEqual(get.body.points);
    expect(form.body.points).toEqual(get.body.points);
  });

  it('local time: a skipped DST time and an ambiguous one are resolved and reported', async () => {
    const base = { name: 'x', lat: 40.71, lng: -74.01, tz: 'America/New_York', year: 2024, minute: 30 };
    const skipped = await http<Body>(app.baseUrl, `${PATH}?${qs({ ...base, month: 3, day: 10, hour: 2 })}`);
    expect(skipped.body.subject).toMatchObject({ tz_status: 'skipped', utc: '2024-03-10T07:30:00.000Z', utc_offset: '-04:00' });
    expect(skipped.body.warnings).toHaveLength(1);
    const ambiguous = await http<Body>(app.baseUrl, `${PATH}?${qs({ ...base, month: 11, day: 3, hour: 1 })}`);
    expect(ambiguous.body.subject).toMatchObject({ tz_status: 'ambiguous', utc: '2024-11-03T05:30:00.000Z', utc_offset: '-04:00' });
  });

  it('house systems, the polar fallback and the sidereal zodiac', async () => {
    const whole = await http<Body>(app.baseUrl, `${PATH}?${qs({ ...EINSTEIN, house_system: 'whole-sign' })}`);
    expect(whole.body.houses.cusps[0].longitude).toBe(90); // Cancer rising
    const polar = await http<Body>(app.baseUrl, `${PATH}?${qs({ ...EINSTEIN, lat: 78.22, lng: 15.65 })}`);
    expect(polar.body.houses).toMatchObject({ system: 'porphyry', requested_system: 'placidus' });
    expect(polar.body.warnings.join(' ')).toMatch(/Porphyry/);
    const sidereal = await http<Body>(app.baseUrl, `${PATH}?${qs({ ...EINSTEIN, zodiac: 'sidereal' })}`);
    // Lahiri in 1879 ≈ 22°13' (23°51' in 2000 less 121 years of 50.3"/yr).
    expect(Math.abs(sidereal.body.settings.ayanamsa_degrees - (23.857 - (121 * 50.29) / 3600))).toBeLessThan(0.02);
    expect(point(sidereal.body, 'sun').sign).toBe('pisces'); // 23°30' - 22°13' = 1°17' Pisces
  });

  it.each([
    [{ year: 1799 }, 'year', /1800/],
    [{ year: 2201 }, 'year', /2200/],
    [{ month: 13 }, 'month', /12/],
    [{ month: 2, day: 30 }, 'day', /28|29/],
    [{ hour: 24 }, 'hour', /23/],
    [{ minute: 60 }, 'minute', /59/],
    [{ lat: 91 }, 'lat', /90/],
    [{ lng: -180.5 }, 'lng', /180/],
    [{ tz: 'Nowhere/Atlantis' }, 'tz', /IANA/],
    [{ house_system: 'astrodienst' }, 'house_system', /placidus/],
    [{ zodiac: 'draconic' }, 'zodiac', /sidereal/],
    [{ lat: '1e999' }, 'lat', /number/],
    [{ year: '１９９０' }, 'year', /integer/],
    [{ name: '' }, 'name', /required|empty/],
  ])('400 for %p on %s', async (change, parameter, message) => {
    const res = await http<Body>(app.baseUrl, `${PATH}?${qs({ ...EINSTEIN, ...change })}`);
    expectProblem(res, 400, 'invalid-parameter');
    const issue = res.body.errors.find((e: Body) => e.parameter === parameter);
    expect(issue).toBeDefined();
    expect(issue.message).toMatch(message);
  });

  it('400 for missing required parameters, repeated values and wrong JSON types', async () => {
    const missing = await http<Body>(app.baseUrl, `${PATH}?name=x&year=1990&month=1&day=1`);
    expectProblem(missing, 400, 'invalid-parameter');
    expect(missing.body.errors.map((e: Body) => e.parameter).sort()).toEqual(['lat', 'lng']);
    // The platform reads a repeated value (or a JSON array) by its last element.
    const repeated = await http<Body>(app.baseUrl, `${PATH}?${qs(EINSTEIN)}&year=1990`);
    expect(repeated.body.subject.inputs.year).toBe(1990);
    const objectYear = await http<Body>(app.baseUrl, PATH, { json: { ...EINSTEIN, year: { $gt: 1 } } });
    expectProblem(objectYear, 400, 'invalid-parameter');
    const arrayLat = await http<Body>(app.baseUrl, PATH, { json: { ...EINSTEIN, lat: [1, 91] } });
    expectProblem(arrayLat, 400, 'invalid-parameter');
    expect(arrayLat.body.errors[0].parameter).toBe('lat');
    const notObject = await http<Body>(app.baseUrl, PATH, { json: [1, 2, 3] });
    expect(notObject.status).toBe(400);
  });
});
