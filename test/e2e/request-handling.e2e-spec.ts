/**
 * The shared request handling of DESIGN.md sections 2-4 over real HTTP: GET and POST (query, JSON, form) with
 * the same names, aliases, strict dates and booleans, problem+json for every error, request ids, SERVICE_HOSTS
 * routing, and the ops routes (health, metrics, docs, admin).
 */
import { bootTestApp, type TestApp } from '../support/boot';
import { expectProblem, http } from '../support/http';
import { TestParamsModule } from '../support/test-params';
import { testMode } from '../support/test-environment';

const ADMIN_TOKEN = 'admin-token-for-tests-0123456789';

describe('request handling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootTestApp({
      extraModules: [TestParamsModule],
      env: { SERVICE_HOSTS: 'numerology=num.example.test,quotes=quotes.example.test', ADMIN_TOKEN, BODY_LIMIT_BYTES: '2048' },
    });
  });
  afterAll(() => t.close());
  const echo = '/numerology/_echo-params';

  it('parses GET query parameters into typed values', async () => {
    const res = await http(t.baseUrl, `${echo}?count=3&day=2024-02-29&flag=YES&ratio=0.25&amount=1250.50&kind=BETA&tz=africa/addis_ababa`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      count: 3,
      day: { iso: '2024-02-29', year: 2024, month: 2, day: 29 },
      flag: true,
      ratio: 0.25,
      amount: '1250.50',
      kind: 'beta',
      tz: 'Africa/Addis_Ababa',
    });
  });

  it('accepts the same parameters as a JSON body and as a form body; the body wins over the query', async () => {
    const json = await http(t.baseUrl, `${echo}?count=9`, { json: { count: 2, flag: false, name: 'Ada' } });
    expect(json.body).toEqual({ count: 2, flag: false, full_name: 'Ada', kind: 'alpha' });
    const form = await http(t.baseUrl, echo, { form: { count: '4', flag: 'n', full_name: 'Grace' } });
    expect(form.body).toEqual({ count: 4, flag: false, full_name: 'Grace', kind: 'alpha' });
  });

  it('accepts every spelling of a boolean and refuses anything else', async () => {
    for (const [raw, value] of [['true', true], ['1', true], ['y', true], ['Yes', true], ['FALSE', false], ['0', false], ['no', false], ['N', false]] as const) {
      expect((await http(t.baseUrl, `${echo}?count=1&flag=${raw}`)).body.flag).toBe(value);
    }
    const bad = await http(t.baseUrl, `${echo}?count=1&flag=maybe`);
    expectProblem(bad, 400, 'invalid-parameter');
    expect(bad.body.errors).toEqual([{ parameter: 'flag', message: 'must be a boolean: true/false, 1/0, yes/no or y/n; got "maybe"' }]);
  });

  it('refuses dates that do not exist, naming the rule', async () => {
    for (const [raw, fragment] of [
      ['2023-02-29', '2023 is not a leap year'],
      ['1900-02-29', '1900 is not a leap year'],
      ['2024-13-01', 'month must be from 1 to 12'],
      ['2024-04-31', 'day must be from 1 to 30'],
      ['0000-01-01', 'year must be from 1 to 9999'],
      ['2024-1-5', 'YYYY-MM-DD'],
      ['yesterday', 'YYYY-MM-DD'],
    ]) {
      const res = await http(t.baseUrl, `${echo}?count=1&day=${raw}`);
      expectProblem(res, 400, 'invalid-parameter');
      expect(res.body.errors[0].parameter).toBe('day');
      expect(res.body.errors[0].message).toContain(fragment);
    }
  });

  it('reports every broken rule at once, with the name the client used', async () => {
    const res = await http(t.baseUrl, `${echo}?name=${'x'.repeat(41)}&ratio=2&kind=gamma&tz=Mars/Olympus&amount=1e5`);
    expectProblem(res, 400, 'invalid-parameter');
    expect(res.body.errors.map((e: { parameter: string }) => e.parameter).sort()).toEqual(['amount', 'count', 'kind', 'name', 'ratio', 'tz']);
    expect(res.body.detail).toBe('6 parameters are invalid: count, name, ratio, amount, kind, tz');
  });

  it('never answers 500 to hostile input', async () => {
    const attempts = [
      `${echo}?count=99999999999999999999999`,
      `${echo}?count=1&count=2&count=abc`,
      `${echo}?count=%00`,
      `${echo}?count[]=1`,
      `${echo}?count=1&full_name=%F0%9F%98%80`,
    ];
    for (const path of attempts) expect((await http(t.baseUrl, path)).status).toBeLessThan(500);
    for (const json of [[1, 2], 'text', null, { count: { $gt: 1 } }, { count: [1] }, { count: true }]) {
      expect((await http(t.baseUrl, echo, { json })).status).toBeLessThan(500);
    }
  });

  it('answers malformed, unsupported and oversized bodies with 400, 415 and 413 problems', async () => {
    expectProblem(await http(t.baseUrl, echo, { body: '{"count":', headers: { 'content-type': 'application/json' } }), 400, 'invalid-body');
    expectProblem(await http(t.baseUrl, echo, { body: '<count>1</count>', headers: { 'content-type': 'application/xml' } }), 415, 'unsupported-media-type');
    expectProblem(await http(t.baseUrl, echo, { json: { count: 1, pad: 'x'.repeat(5000) } }), 413, 'body-too-large');
  });

  it('answers unknown paths with 404 and other methods with 405, as problems', async () => {
    expectProblem(await http(t.baseUrl, '/numerology/no-such-thing'), 404, 'not-found');
    const put = await http(t.baseUrl, `${echo}?count=1`, { method: 'PUT' });
    expectProblem(put, 405, 'method-not-allowed');
    expect(put.headers.get('allow')).toBe('GET, POST');
  });

  it('echoes a sane x-request-id and makes one up otherwise', async () => {
    const given = await http(t.baseUrl, '/health/live', { headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers.get('x-request-id')).toBe('abc-123');
    const made = await http(t.baseUrl, '/health/live', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const problem = await http(t.baseUrl, '/nowhere');
    expect(problem.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('routes by x-gateway-host or Host (SERVICE_HOSTS), keeping platform routes at the root', async () => {
    const viaHeader = await http(t.baseUrl, '/_echo-params?count=5', { headers: { 'x-gateway-host': 'num.example.test' } });
    expect(viaHeader.status).toBe(200);
    expect(viaHeader.body.count).toBe(5);
    const prefixed = await http(t.baseUrl, '/numerology/_echo-params?count=6', { headers: { 'x-gateway-host': 'num.example.test' } });
    expect(prefixed.body.count).toBe(6);
    const index = await http(t.baseUrl, '/', { headers: { 'x-gateway-host': 'quotes.example.test' } });
    expect(index.body.service).toBe('quotes');
    const health = await http(t.baseUrl, '/health/live', { headers: { 'x-gateway-host': 'num.example.test' } });
    expect(health.body).toEqual({ status: 'ok' });
    expectProblem(await http(t.baseUrl, '/_echo-params?count=5'), 404, 'not-found');
  });

  it('lists each service with its endpoints at its mount point', async () => {
    for (const service of ['numerology', 'packets', 'quotes', 'ethiopian-calendar', 'calculators']) {
      const res = await http(t.baseUrl, `/${service}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ service, docs: `/docs#/${service}` });
    }
    const numerology = await http(t.baseUrl, '/numerology');
    expect(numerology.body.endpoints).toContainEqual({ path: '/numerology/_echo-params', methods: ['GET', 'POST'], summary: 'Test-only: echoes the parsed parameters' });
  });

  it('documents every endpoint in /openapi.json, with its parameter rules, and serves Swagger UI at /docs', async () => {
    const doc = await http(t.baseUrl, '/openapi.json');
    expect(doc.status).toBe(200);
    const op = doc.body.paths['/numerology/_echo-params'];
    expect(Object.keys(op).sort()).toEqual(['get', 'post']);
    const count = op.get.parameters.find((x: { name: string }) => x.name === 'count');
    expect(count).toMatchObject({ required: true, schema: { type: 'integer', minimum: 1, maximum: 10, example: 3 } });
    const name = op.get.parameters.find((x: { name: string }) => x.name === 'full_name');
    expect(name.description).toContain('name');
    expect(op.post.requestBody.content['application/json'].schema.required).toEqual(['count']);
    expect(op.get.responses['400'].content['application/problem+json']).toBeDefined();
    expect(doc.body.paths['/jobs/{id}'].get).toBeDefined();
    expect(doc.body.paths['/health/ready'].get).toBeDefined();
    const ui = await http(t.baseUrl, '/docs');
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger');
  });

  it('reports readiness of every dependency', async () => {
    const res = await http(t.baseUrl, '/health/ready');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.checks.database.status).toBe('up');
    expect(res.body.checks.queues.status).toBe('up');
    if (testMode() === 'services') expect(res.body.checks.redis.status).toBe('up');
  });

  it('exposes Prometheus metrics with request latency by route', async () => {
    await http(t.baseUrl, `${echo}?count=1`);
    const res = await http(t.baseUrl, '/metrics');
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(res.text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/numerology/_echo-params",status_code="200"}');
    expect(res.text).toContain('process_cpu_seconds_total');
  });

  it('guards Bull Board with ADMIN_TOKEN (BullMQ driver only)', async () => {
    const res = await http(t.baseUrl, '/admin/queues');
    if (testMode() === 'embedded') {
      expectProblem(res, 404, 'not-found');
      return;
    }
    expectProblem(res, 401, 'admin-token-missing');
    expect(res.headers.get('www-authenticate')).toContain('Basic');
    expectProblem(await http(t.baseUrl, '/admin/queues', { headers: { authorization: 'Bearer wrong-token-wrong-token' } }), 403, 'admin-token-invalid');
    const ok = await http(t.baseUrl, '/admin/queues', { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(ok.status).toBe(200);
    expect(ok.text).toContain('<html');
    const basic = Buffer.from(`ops:${ADMIN_TOKEN}`).toString('base64');
    expect((await http(t.baseUrl, '/admin/queues/api/queues', { headers: { authorization: `Basic ${basic}` } })).status).toBe(200);
  });
});
