/**
 * Transits and synastry end to end: GET, POST JSON and POST form, values checked by rules worked by hand (a solar
 * return approaching; a chart against its twin), the "today" default, and 400s naming the prefixed parameters.
 */
import { bootTestApp, type TestApp } from '../../support/boot';
import { expectProblem, http } from '../../support/http';

type Body = Record<string, any>;

const EINSTEIN = { name: 'Albert Einstein', year: 1879, month: 3, day: 14, hour: 10, minute: 50, lat: 48.4, lng: 10, tz: 'UTC' };

function qs(params: Record<string, string | number | boolean>): string {
  return new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
}

describe('/numerology/birth-chart/transits and /synastry', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await bootTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('transits: the Sun a day before the 1979 solar return conjoins the natal Sun, applying, in the natal 10th house', async () => {
    const params = { ...EINSTEIN, transit_date: '1979-03-13', transit_hour: 0 };
    for (const res of [
      await http<Body>(app.baseUrl, `/numerology/birth-chart/transits?${qs(params)}`),
      await http<Body>(app.baseUrl, '/numerology/birth-chart/transits', { json: params }),
      await http<Body>(app.baseUrl, '/numerology/birth-chart/transits', { form: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) }),
    ]) {
      expect(res.status).toBe(200);
      expect(res.body.transit.utc).toBe('1979-03-13T00:00:00.000Z');
      const a = res.body.aspects.find((x: Body) => x.a === 'sun' && x.b === 'sun');
      expect(a).toMatchObject({ kind: 'conjunction', applying: true });
      expect(res.body.transit.points.find((p: Body) => p.key === 'sun').natal_house).toBe(10);
    }
  });

  it('transits default to today in the transit zone', async () => {
    const res = await http<Body>(app.baseUrl, `/numerology/birth-chart/transits?${qs({ ...EINSTEIN, transit_tz: 'Pacific/Kiritimati' })}`);
    expect(res.status).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    expect(res.body.transit.local_time.slice(0, 10)).toBe(today);
  });

  it('synastry: a chart against its twin has every point conjunct itself', async () => {
    const params = { ...EINSTEIN, partner_name: 'Twin', partner_year: 1879, partner_month: 3, partner_day: 14, partner_hour: 10, partner_minute: 50, partner_lat: 48.4, partner_lng: 10 };
    const res = await http<Body>(app.baseUrl, '/numerology/birth-chart/synastry', { json: params });
    expect(res.status).toBe(200);
    expect(res.body.aspects.find((x: Body) => x.a === 'moon' && x.b === 'moon')).toMatchObject({ kind: 'conjunction', orb: 0 });
    expect(res.body.b.subject.name).toBe('Twin');
    const get = await http<Body>(app.baseUrl, `/numerology/birth-chart/synastry?${qs(params)}`);
    expect(get.body.aspects).toEqual(res.body.aspects);
  });

  it.each([
    ['/numerology/birth-chart/transits', { ...EINSTEIN, transit_date: '2023-02-29' }, 'transit_date'],
    ['/numerology/birth-chart/transits', { ...EINSTEIN, transit_date: '2300-01-01' }, 'transit_date'],
    ['/numerology/birth-chart/transits', { ...EINSTEIN, transit_tz: 'Nowhere' }, 'transit_tz'],
    ['/numerology/birth-chart/synastry', { ...EINSTEIN, partner_name: 'x', partner_year: 1900, partner_month: 2, partner_day: 29, partner_lat: 0, partner_lng: 0 }, 'partner_day'],
    ['/numerology/birth-chart/synastry', { ...EINSTEIN, partner_name: 'x', partner_year: 1900, partner_month: 2, partner_day: 1, partner_lat: 0 }, 'partner_lng'],
  ])('%s 400 on %p → %s', async (path, params, parameter) => {
    const res = await http<Body>(app.baseUrl, `${path}?${qs(params)}`);
    expectProblem(res, 400, 'invalid-parameter');
    expect(res.body.errors.map((e: Body) => e.parameter)).toContain(parameter);
  });
});
