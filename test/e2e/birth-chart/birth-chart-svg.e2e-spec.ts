/**
 * Birth chart wheel end to end: SVG by GET, POST JSON and POST form in several languages and themes, the cache
 * (x-cache miss then hit), the jobs protocol (Prefer: respond-async → 202 → poll), escaping of user text, and bad
 * input as 400 problems naming the parameter (checked before any job is queued).
 */
import { bootTestApp, type TestApp } from '../../support/boot';
import { eventually, expectProblem, http } from '../../support/http';

type Body = Record<string, any>;

const PATH = '/numerology/birth-chart/svg';
const CHART = { name: 'Ada Lovelace', year: 1815, month: 12, day: 10, hour: 13, minute: 0, lat: 51.5074, lng: -0.1278, tz: 'Europe/London', city: 'London' };

function qs(params: Record<string, string | number | boolean>): string {
  return new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
}

function expectSvg(res: { status: number; headers: Headers; text: string }): void {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('image/svg+xml');
  expect(res.text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(res.text.trimEnd().endsWith('</svg>')).toBe(true);
}

describe('/numerology/birth-chart/svg', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await bootTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('GET: an English classic wheel, then the same request from the cache', async () => {
    const first = await http(app.baseUrl, `${PATH}?${qs(CHART)}`);
    expectSvg(first);
    expect(first.headers.get('x-cache')).toBe('miss');
    expect(first.text).toContain('xml:lang="en"');
    expect(first.text).toContain('Birth chart: Ada Lovelace');
    expect(first.text).toContain('#f8f1e1'); // classic background
    expect(first.text).toContain('\u2650'); // the Sagittarius glyph (Ada's Sun sign) is drawn
    // Same parameters spelled differently (case, explicit defaults): same canonical key.
    const again = await http(app.baseUrl, `${PATH}?${qs({ ...CHART, lang: 'en', theme: 'CLASSIC', house_system: 'placidus' })}`);
    expectSvg(again);
    expect(again.headers.get('x-cache')).toBe('hit');
    expect(again.text).toBe(first.text);
  });

  it('POST JSON (French, dark) and POST form (Chinese, dark-high-contrast)', async () => {
    const fr = await http(app.baseUrl, PATH, { json: { ...CHART, lang: 'FR', theme: 'dark' } });
    expectSvg(fr);
    expect(fr.text).toContain('Thème natal');
    expect(fr.text).toContain('Soleil');
    expect(fr.text).toContain('#161a23');
    const cn = await http(app.baseUrl, PATH, {
      form: Object.fromEntries(Object.entries({ ...CHART, lang: 'cn', theme: 'dark-high-contrast' }).map(([k, v]) => [k, String(v)])),
    });
    expectSvg(cn);
    expect(cn.text).toContain('出生星盘');
    expect(cn.text).toContain('太阳');
    expect(cn.text).toContain('fill="#000000"');
  });

  it('Prefer: respond-async answers 202 and the job\'s result is the SVG', async () => {
    const res = await http<Body>(app.baseUrl, `${PATH}?${qs({ ...CHART, lang: 'DE', theme: 'light', minute: 7 })}`, { headers: { prefer: 'respond-async' } });
    expect(res.status).toBe(202);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/jobs\/charts-/);
    expect(res.body).toMatchObject({ queue: 'charts', name: 'charts.render' });
    const done = await eventually(() => http<Body>(app.baseUrl, location), (job) => job.body.status === 'completed');
    expect(done.body.result.svg).toContain('Geburtshoroskop');
    // The worker filled the cache: the next identical request needs no job.
    const cached = await http(app.baseUrl, `${PATH}?${qs({ ...CHART, lang: 'DE', theme: 'light', minute: 7 })}`);
    expect(cached.headers.get('x-cache')).toBe('hit');
  });

  it('escapes user text', async () => {
    const res = await http(app.baseUrl, PATH, { json: { ...CHART, name: '<script>alert(1)</script> & "Co"', city: "O'Hare" } });
    expectSvg(res);
    expect(res.text).not.toContain('<script>');
    expect(res.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
    expect(res.text).toContain('O&#39;Hare');
  });

  it.each([
    [{ lang: 'XX' }, 'lang'],
    [{ theme: 'neon' }, 'theme'],
    [{ month: 4, day: 31 }, 'day'],
    [{ year: 1700 }, 'year'],
    [{ lat: -95 }, 'lat'],
    [{ tz: 'Europe/Atlantis' }, 'tz'],
  ])('400 for %p on %s', async (change, parameter) => {
    const res = await http<Body>(app.baseUrl, `${PATH}?${qs({ ...CHART, ...change })}`);
    expectProblem(res, 400, 'invalid-parameter');
    expect(res.body.errors.map((e: Body) => e.parameter)).toContain(parameter);
  });

  it('400 (never 500) for hostile JSON bodies', async () => {
    for (const body of [{ ...CHART, lang: ['EN', 'XX'] }, { ...CHART, theme: { $ne: 1 } }, { ...CHART, hour: 1e300 }, { ...CHART, name: 42.5e400 }]) {
      const res = await http<Body>(app.baseUrl, PATH, { json: body });
      expectProblem(res, 400, 'invalid-parameter');
    }
  });
});
