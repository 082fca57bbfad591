/**
 * Workers as separate OS processes against Redis: a worker killed with SIGKILL mid-job loses nothing (the job is
 * recovered from its expired lock and completes, once), and SIGTERM lets the job in hand finish before exiting.
 * Needs Redis, so it runs in the services pass only.
 */
import { bootTestApp, type TestApp } from '../support/boot';
import { eventually, http } from '../support/http';
import { completionsKey, startsKey, TestJobsModule } from '../support/test-jobs';
import { spawnWorker, type WorkerProcess } from '../support/worker-process';

jest.setTimeout(90_000);

describe('worker processes', () => {
  let t: TestApp;
  let workerEnv: Record<string, string>;
  const spawned: WorkerProcess[] = [];

  beforeAll(async () => {
    // The API runs in this process without a worker; jobs are taken by the child processes only.
    t = await bootTestApp({ extraModules: [TestJobsModule], worker: false, env: { WORKER_LOCK_MS: '2000' } });
    workerEnv = {
      REDIS_URL: t.config.redisUrl!,
      DATABASE_URL: t.config.databaseUrl!,
      REDIS_PREFIX: t.config.redisPrefix,
      WORKER_LOCK_MS: '2000',
      WORKER_QUEUES: 'loans',
      DATA_DIR: t.config.dataDir,
      SHUTDOWN_TIMEOUT_MS: '20000',
    };
  });
  afterAll(async () => {
    for (const w of spawned) if (w.child.exitCode === null) w.child.kill('SIGKILL');
    await t.close();
  });

  async function submit(delayMs: number): Promise<string> {
    const res = await http(t.baseUrl, `/calculators/_test-jobs/echo?value=v&delay_ms=${delayMs}`, { headers: { prefer: 'respond-async' } });
    expect(res.status).toBe(202);
    return res.body.id as string;
  }
  const job = async (id: string) => (await http(t.baseUrl, `/jobs/${id}`)).body;

  it('recovers a job from a worker killed with SIGKILL, and completes it exactly once', async () => {
    const a = await spawnWorker(workerEnv);
    spawned.push(a);
    const id = await submit(3000);
    await eventually(() => t.infra.counters.get(startsKey(id)), (n) => n === 1);
    expect((await job(id)).status).toBe('active');
    a.child.kill('SIGKILL');
    expect(await a.exited).toBeNull(); // killed by the signal, not exited

    const b = await spawnWorker(workerEnv);
    spawned.push(b);
    const done = await eventually(() => job(id), (j) => j.status === 'completed' || j.status === 'failed', 30_000);
    expect(done).toMatchObject({ status: 'completed', result: { echo: 'v' } });
    expect(await t.infra.counters.get(startsKey(id))).toBe(2); // started twice...
    expect(await t.infra.counters.get(completionsKey(id))).toBe(1); // ...completed once
    b.child.kill('SIGTERM');
    expect(await b.exited).toBe(0);
  });

  it('finishes the job in hand on SIGTERM, takes no new job, and exits 0', async () => {
    const w = await spawnWorker(workerEnv);
    spawned.push(w);
    const first = await submit(1500);
    await eventually(() => t.infra.counters.get(startsKey(first)), (n) => n === 1);
    w.child.kill('SIGTERM');
    await eventually(async () => w.output(), (out) => out.includes('shutting down gracefully'));
    const second = await submit(0);
    expect(await w.exited).toBe(0);
    expect(await job(first)).toMatchObject({ status: 'completed', attempts: 1 });
    expect(await t.infra.counters.get(completionsKey(first))).toBe(1);
    expect((await job(second)).status).toBe('waiting'); // the stopping worker did not take it

    const next = await spawnWorker(workerEnv);
    spawned.push(next);
    await eventually(() => job(second), (j) => j.status === 'completed');
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  });
});
