/**
 * The jobs protocol (DESIGN.md section 6) end to end over HTTP, with a job type that exists only in the tests.
 * Runs against BullMQ + Redis + PostgreSQL, and again in the embedded configuration (npm run test:e2e:embedded).
 */
import { startWorker } from '../../apps/worker/src/start-worker';
import { bootTestApp, type TestApp } from '../support/boot';
import { eventually, expectProblem, http } from '../support/http';
import { completionsKey, startsKey, testJobWorkerOptions, TestJobsModule } from '../support/test-jobs';

describe('jobs protocol', () => {
  let t: TestApp;

  beforeAll(async () => {
    // The worker needs the app's Counters to record starts; boot without one, then start it on the same infra.
    t = await bootTestApp({ extraModules: [TestJobsModule], worker: false, env: { SYNC_WAIT_MS: '5000' } });
    await startWorker(t.infra, testJobWorkerOptions(t.infra.counters));
  });
  afterAll(() => t.close());

  it('answers the result itself when the job finishes within the sync wait', async () => {
    const res = await http(t.baseUrl, '/calculators/_test-jobs/echo?value=hello&delay_ms=50');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ echo: 'hello', attempt: 1 });
  });

  it('accepts POST bodies (JSON and form) for the same endpoint', async () => {
    const json = await http(t.baseUrl, '/calculators/_test-jobs/echo', { json: { value: 'from-json' } });
    expect(json.body).toEqual({ echo: 'from-json', attempt: 1 });
    const form = await http(t.baseUrl, '/calculators/_test-jobs/echo', { form: { value: 'from-form' } });
    expect(form.body).toEqual({ echo: 'from-form', attempt: 1 });
  });

  it('answers 202 + Location at once with Prefer: respond-async, then the job can be polled to its result', async () => {
    const res = await http(t.baseUrl, '/calculators/_test-jobs/echo?value=later&delay_ms=400', { headers: { prefer: 'respond-async' } });
    expect(res.status).toBe(202);
    expect(res.headers.get('preference-applied')).toBe('respond-async');
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/jobs\/loans-/);
    expect(res.body).toMatchObject({ id: location.slice(6), queue: 'loans', name: 'test.echo', status_url: location });
    expect(['waiting', 'active']).toContain(res.body.status);

    const seen = new Set<number>();
    const done = await eventually(
      async () => {
        const job = await http(t.baseUrl, location);
        seen.add(job.body.progress);
        return job;
      },
      (job) => job.body.status === 'completed',
    );
    expect(done.body).toMatchObject({ status: 'completed', progress: 100, attempts: 1, result: { echo: 'later', attempt: 1 } });
    expect(Date.parse(done.body.created_at)).toBeLessThanOrEqual(Date.parse(done.body.started_at));
    expect(Date.parse(done.body.started_at)).toBeLessThanOrEqual(Date.parse(done.body.finished_at));
    expect([...seen].some((p) => p > 0 && p < 100)).toBe(true); // progress was visible while it ran
  });

  it('falls back to 202 when the job outlasts Prefer: wait=N', async () => {
    const res = await http(t.baseUrl, '/calculators/_test-jobs/echo?value=slow&delay_ms=1500', { headers: { prefer: 'wait=0' } });
    expect(res.status).toBe(202);
    expect(res.headers.get('preference-applied')).toBe('wait=0');
    const id = res.body.id as string;
    await eventually(() => http(t.baseUrl, `/jobs/${id}`), (job) => job.body.status === 'completed');
  });

  it('retries transient failures with backoff and reports the attempts', async () => {
    const res = await http(t.baseUrl, '/calculators/_test-jobs/echo?value=flaky&fail_times=2', { headers: { prefer: 'respond-async' } });
    const id = res.body.id as string;
    const done = await eventually(() => http(t.baseUrl, `/jobs/${id}`), (job) => job.body.status === 'completed');
    expect(done.body.result).toEqual({ echo: 'flaky', attempt: 3 });
    expect(done.body.attempts).toBe(3);
    expect(await t.infra.counters.get(startsKey(id))).toBe(3);
  });

  it('fails a job whose input is bad at once, without retries, with its problem body', async () => {
    const res = await http(t.baseUrl, '/calculators/_test-jobs/echo?value=x&invalid=yes');
    expectProblem(res, 400, 'invalid-parameter');
    expect(res.body.errors).toEqual([{ parameter: 'value', message: 'was marked invalid by the test' }]);
    const id = res.body.job_id as string;
    const job = await http(t.baseUrl, `/jobs/${id}`);
    expect(job.body).toMatchObject({ status: 'failed', attempts: 1, error: { status: 400 } });
    expect(await t.infra.counters.get(startsKey(id))).toBe(1);
  });

  it('answers a 503 problem when a job keeps failing on our side', async () => {
    const res = await http(t.baseUrl, '/calculators/_test-jobs/echo?value=x&fail_times=5');
    expectProblem(res, 503, 'job-failed');
  });

  it('maps an Idempotency-Key to one job, and refuses the key for a different request', async () => {
    const key = `key-${Date.now()}`;
    const first = await http(t.baseUrl, '/calculators/_test-jobs/echo?value=once&delay_ms=200', { headers: { 'idempotency-key': key, prefer: 'respond-async' } });
    const second = await http(t.baseUrl, '/calculators/_test-jobs/echo?value=once&delay_ms=200', { headers: { 'idempotency-key': key } });
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ echo: 'once', attempt: 1 });
    expect(await t.infra.counters.get(startsKey(first.body.id))).toBe(1);
    const other = await http(t.baseUrl, '/calculators/_test-jobs/echo?value=different', { headers: { 'idempotency-key': key } });
    expectProblem(other, 422, 'idempotency-key-reused');
  });

  it('validates parameters before enqueueing anything', async () => {
    const res = await http(t.baseUrl, '/calculators/_test-jobs/echo?delay_ms=abc');
    expectProblem(res, 400, 'invalid-parameter');
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { parameter: 'value', message: 'value is required: a text of 1 to 100 characters' },
        { parameter: 'delay_ms', message: 'must be an integer from 0 to 60000; got "abc"' },
      ]),
    );
  });

  it('cancels a job that has not finished, and refuses to cancel a finished one', async () => {
    const res = await http(t.baseUrl, '/calculators/_test-jobs/echo?value=long&delay_ms=5000', { headers: { prefer: 'respond-async' } });
    const id = res.body.id as string;
    await eventually(() => http(t.baseUrl, `/jobs/${id}`), (job) => job.body.status === 'active');
    const cancel = await http(t.baseUrl, `/jobs/${id}`, { method: 'DELETE' });
    expect(cancel.status).toBe(200);
    expect(cancel.body).toEqual({ id, status: 'cancelling' });
    const failed = await eventually(() => http(t.baseUrl, `/jobs/${id}`), (job) => job.body.status === 'failed');
    expect(failed.body.error).toMatchObject({ status: 409, type: 'https://almanac.dev/problems/job-cancelled' });
    expect(await t.infra.counters.get(completionsKey(id))).toBe(0);
    expectProblem(await http(t.baseUrl, `/jobs/${id}`, { method: 'DELETE' }), 409, 'job-finished');
  });

  it('shows a job only to the caller that created it', async () => {
    const res = await http(t.baseUrl, '/calculators/_test-jobs/echo?value=mine', { headers: { prefer: 'respond-async', 'x-test-owner': 'alice' } });
    const id = res.body.id as string;
    expect((await http(t.baseUrl, `/jobs/${id}`, { headers: { 'x-test-owner': 'alice' } })).status).toBe(200);
    expectProblem(await http(t.baseUrl, `/jobs/${id}`, { headers: { 'x-test-owner': 'bob' } }), 404, 'not-found');
    expectProblem(await http(t.baseUrl, `/jobs/${id}`, { method: 'DELETE', headers: { 'x-test-owner': 'bob' } }), 404, 'not-found');
  });

  it('answers 404 problems for unknown and malformed job ids', async () => {
    expectProblem(await http(t.baseUrl, '/jobs/loans-does-not-exist'), 404, 'not-found');
    expectProblem(await http(t.baseUrl, '/jobs/..%2F..%2Fetc'), 404, 'not-found');
    expectProblem(await http(t.baseUrl, '/jobs/nope'), 404, 'not-found');
  });

  it('counts finished jobs by queue and outcome in /metrics', async () => {
    const res = await http(t.baseUrl, '/metrics');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/almanac_jobs_total\{queue="loans",outcome="completed"\} [1-9]/);
    expect(res.text).toMatch(/almanac_queue_jobs\{queue="loans",state="completed"\}/);
    expect(res.text).toMatch(/http_request_duration_seconds_bucket\{le="[^"]+",method="GET",route="\/calculators\/_test-jobs\/echo",status_code="200"\}/);
  });
});
