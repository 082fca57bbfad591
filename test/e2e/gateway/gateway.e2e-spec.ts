/**
 * The gateway with AUTH_MODE=required, over HTTP: key statuses (401/403), service scoping, rate-limit headers,
 * monthly quota and burst limits (429 + Retry-After), exact admission under concurrency, month rollover (moved
 * clock), 5xx refunds, revocation, job ownership, usage reports and the ops guard. Runs against Redis +
 * PostgreSQL and again embedded (memory counters, PGlite).
 */
import { bootTestApp, type TestApp } from '../../support/boot';
import { eventually, expectProblem, http } from '../../support/http';
import { TestFailuresModule } from '../../support/test-failures';
import { TestJobsModule } from '../../support/test-jobs';
import { testMode } from '../../support/test-environment';
import { startWorker } from '../../../apps/worker/src/start-worker';
import { testJobWorkerOptions } from '../../support/test-jobs';

const ADMIN = 'admin-token-for-gateway-tests-0001';
const admin = { authorization: `Bearer ${ADMIN}` };
const T0 = Date.UTC(2026, 10, 30, 23, 59, 50); // ten seconds before December, UTC

describe('gateway (AUTH_MODE=required)', () => {
  let t: TestApp;
  let now = T0;

  beforeAll(async () => {
    t = await bootTestApp({
      extraModules: [TestFailuresModule, TestJobsModule],
      worker: false,
      env: { AUTH_MODE: 'required', ADMIN_TOKEN: ADMIN },
      clock: () => now,
      beforeApi: async (infra) => {
        const plans = [
          { id: 'test-tiny', name: 'Tiny', monthlyRequests: 5, burstPerSecond: 1000 },
          { id: 'test-race', name: 'Race', monthlyRequests: 250, burstPerSecond: 100_000 },
          { id: 'test-burst', name: 'Burst', monthlyRequests: 100_000, burstPerSecond: 3 },
          { id: 'test-roomy', name: 'Roomy', monthlyRequests: 100_000, burstPerSecond: 100_000 },
        ];
        for (const plan of plans) await infra.db.prisma.plan.upsert({ where: { id: plan.id }, create: plan, update: plan });
      },
    });
    await startWorker(t.infra, testJobWorkerOptions(t.infra.counters));
  });
  afterAll(() => t.close());
  beforeEach(() => {
    now = T0;
  });

  async function newKey(plan: string, services?: string): Promise<{ id: string; key: string }> {
    const res = await http(t.baseUrl, '/admin/keys', { json: { name: `test ${plan}`, plan, ...(services ? { services } : {}) }, headers: admin });
    expect(res.status).toBe(201);
    return { id: res.body.id, key: res.body.key };
  }
  const call = (path: string, key?: string, headers: Record<string, string> = {}) =>
    http(t.baseUrl, path, { headers: { ...(key ? { 'x-gateway-key': key } : {}), ...headers } });
  const ok = '/numerology/_needs-n?n=1';

  it('answers 401 without a key, 403 for an unknown or malformed key, each saying what to do', async () => {
    const missing = await call(ok);
    expectProblem(missing, 401, 'missing-key');
    expect(missing.body.detail).toContain('x-gateway-key');
    expect(missing.headers.get('www-authenticate')).toContain('x-gateway-key');
    expectProblem(await call(ok, 'alm_' + 'A'.repeat(43)), 403, 'unknown-key');
    expectProblem(await call(ok, 'not-a-key'), 403, 'unknown-key');
  });

  it('admits a valid key and sends the rate-limit headers of its plan', async () => {
    const { key } = await newKey('test-roomy');
    const res = await call(ok, key, { 'x-gateway-host': 'numerology.example.test' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-requests-limit')).toBe('100000');
    expect(res.headers.get('x-ratelimit-requests-remaining')).toBe('99999');
    expect(res.headers.get('x-ratelimit-requests-reset')).toBe('10'); // seconds to 2026-12-01T00:00:00Z
    expect(res.headers.get('ratelimit-policy')).toBe('"monthly";q=100000;w=2592000, "burst";q=100000;w=1');
    expect(res.headers.get('ratelimit')).toBe('"monthly";r=99999;t=10, "burst";r=99999;t=1');
    const next = await call(ok, key);
    expect(next.headers.get('x-ratelimit-requests-remaining')).toBe('99998');
  });

  it('refuses a key for a service it was not issued for', async () => {
    const { key } = await newKey('test-roomy', 'quotes,calculators');
    const res = await call(ok, key);
    expectProblem(res, 403, 'key-not-allowed-for-service');
    expect(res.body.detail).toContain('numerology');
    expect((await call('/quotes', key)).status).toBe(200);
  });

  it('counts client errors, gives back server errors', async () => {
    const { key } = await newKey('test-roomy');
    expect((await call(ok, key)).headers.get('x-ratelimit-requests-remaining')).toBe('99999');
    expectProblem(await call('/numerology/_needs-n', key), 400, 'invalid-parameter'); // counted
    const boom = await call('/numerology/_boom', key);
    expectProblem(boom, 500, 'internal'); // counted, then refunded
    expect(JSON.stringify(boom.body)).not.toContain('deliberate failure');
    expect((await call(ok, key)).headers.get('x-ratelimit-requests-remaining')).toBe('99997');
  });

  it('stops a key at its monthly quota with 429, Retry-After and the policy, and lets it in again next month', async () => {
    const { key } = await newKey('test-tiny');
    for (let i = 0; i < 5; i++) expect((await call(ok, key)).status).toBe(200);
    const over = await call(ok, key);
    expectProblem(over, 429, 'monthly-quota-exceeded');
    expect(over.body).toMatchObject({ policy: 'monthly', limit: 5, reset: '2026-12-01T00:00:00.000Z' });
    expect(over.headers.get('retry-after')).toBe('10');
    expect(over.headers.get('x-ratelimit-requests-remaining')).toBe('0');

    now = Date.UTC(2026, 11, 1, 0, 0, 0); // the clock crosses into December
    const december = await call(ok, key);
    expect(december.status).toBe(200);
    expect(december.headers.get('x-ratelimit-requests-remaining')).toBe('4');
    expect(december.headers.get('x-ratelimit-requests-reset')).toBe(String(31 * 86400));
  });

  it('admits exactly the remainder when hundreds of requests race at the edge of the quota', async () => {
    const { key } = await newKey('test-race');
    for (let i = 0; i < 50; i++) expect((await call(ok, key)).status).toBe(200); // 200 of 250 remain
    const results = await Promise.all(Array.from({ length: 400 }, () => call(ok, key)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(200);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200);
    const remaining = results.filter((r) => r.status === 200).map((r) => Number(r.headers.get('x-ratelimit-requests-remaining')));
    expect(new Set(remaining).size).toBe(200); // every admitted request saw a distinct count
    expect(Math.min(...remaining)).toBe(0);
  });

  it('applies the per-second burst limit of the plan', async () => {
    const { key } = await newKey('test-burst'); // 3 per second; the clock stands still, so all fall in one second
    const results = await Promise.all(Array.from({ length: 10 }, () => call(ok, key)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = results.find((r) => r.status === 429)!;
    expectProblem(refused, 429, 'burst-limit-exceeded');
    expect(refused.body).toMatchObject({ policy: 'burst', limit: 3 });
    expect(refused.headers.get('retry-after')).toBe('1');
    now += 1000;
    expect((await call(ok, key)).status).toBe(200);
  });

  it('refuses a revoked key at once, and keeps refusing it', async () => {
    const { id, key } = await newKey('test-roomy');
    expect((await call(ok, key)).status).toBe(200);
    const revoked = await http(t.baseUrl, `/admin/keys/${id}`, { method: 'DELETE', headers: admin });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revoked_at).not.toBeNull();
    const started = Date.now();
    expectProblem(await call(ok, key), 403, 'revoked-key');
    expect(Date.now() - started).toBeLessThan(1000);
    expectProblem(await call(ok, key), 403, 'revoked-key');
    expectProblem(await http(t.baseUrl, '/admin/keys/key_nope', { method: 'DELETE', headers: admin }), 404, 'not-found');
  });

  it('keeps jobs private to the key that created them', async () => {
    const alice = await newKey('test-roomy');
    const bob = await newKey('test-roomy');
    const res = await http(t.baseUrl, '/calculators/_test-jobs/echo?value=x', { headers: { 'x-gateway-key': alice.key, prefer: 'respond-async' } });
    expect(res.status).toBe(202);
    const id = res.body.id as string;
    await eventually(() => call(`/jobs/${id}`, alice.key), (r) => r.body.status === 'completed');
    expectProblem(await call(`/jobs/${id}`, bob.key), 404, 'not-found');
    expectProblem(await call(`/jobs/${id}`), 401, 'missing-key');
  });

  it('reports usage per key and month', async () => {
    const { id, key } = await newKey('test-roomy');
    for (let i = 0; i < 3; i++) await call(ok, key);
    const usage = await http(t.baseUrl, '/admin/usage?month=2026-11', { headers: admin });
    expect(usage.status).toBe(200);
    expect(usage.body.month).toBe('2026-11');
    expect(usage.body.keys).toContainEqual(expect.objectContaining({ key_id: id, requests: 3, limit: 100000, remaining: 99997, plan: 'test-roomy' }));
    expectProblem(await http(t.baseUrl, '/admin/usage?month=2026-13', { headers: admin }), 400, 'invalid-parameter');
    expectProblem(await http(t.baseUrl, '/admin/usage'), 401, 'admin-token-missing');
  });

  it('lists keys without ever showing them, and validates new ones', async () => {
    const list = await http(t.baseUrl, '/admin/keys', { headers: admin });
    expect(list.status).toBe(200);
    expect(list.body.keys.length).toBeGreaterThan(0);
    expect(JSON.stringify(list.body)).not.toMatch(/alm_[0-9A-Za-z]{43}/);
    expectProblem(await http(t.baseUrl, '/admin/keys', { json: { name: 'x', plan: 'platinum' }, headers: admin }), 400, 'invalid-parameter');
    expectProblem(await http(t.baseUrl, '/admin/keys', { json: { name: 'x', plan: 'pro', services: 'astrology' }, headers: admin }), 400, 'invalid-parameter');
    expectProblem(await http(t.baseUrl, '/admin/keys', { json: { name: 'x', plan: 'pro' }, headers: { authorization: 'Bearer wrong-wrong-wrong-wrong' } }), 403, 'admin-token-invalid');
  });

  it('keeps /health/live and the docs open and puts ops routes behind ADMIN_TOKEN', async () => {
    expect((await call('/health/live')).status).toBe(200);
    expect((await call('/openapi.json')).status).toBe(200);
    expectProblem(await call('/metrics'), 401, 'admin-token-missing');
    expect((await call('/metrics', undefined, admin)).status).toBe(200);
    expect((await call('/health/ready', undefined, admin)).status).toBe(200);
  });

  if (testMode() === 'services') {
    it('revocation reaches another API process that still holds the key in its cache', async () => {
      const other = await bootTestApp({
        worker: false,
        env: { AUTH_MODE: 'required', ADMIN_TOKEN: ADMIN, REDIS_PREFIX: t.config.redisPrefix },
        clock: () => now,
      });
      try {
        const { id, key } = await newKey('test-roomy');
        expect((await http(other.baseUrl, ok.replace('_needs-n', ''), { headers: { 'x-gateway-key': key } })).status).toBe(200); // cached there
        await http(t.baseUrl, `/admin/keys/${id}`, { method: 'DELETE', headers: admin });
        const started = Date.now();
        expectProblem(await http(other.baseUrl, '/numerology', { headers: { 'x-gateway-key': key } }), 403, 'revoked-key');
        expect(Date.now() - started).toBeLessThan(1000);
      } finally {
        await other.close();
      }
    });
  }
});
