/** The JobQueue contract, run against BullMQ (Redis) and the in-process driver. */
import { randomUUID } from 'node:crypto';
import type { JobProcessor, JobQueue, QueueName } from '../../libs/platform/src/ports/job-queue.port';
import { backoffDelay, queueOfJobId } from '../../libs/platform/src/ports/job-queue.port';
import { PermanentJobError } from '../../libs/jobs/src/permanent-job-error';
import { problem } from '../../libs/platform/src/problems/problem';
import { jobQueueDrivers } from './drivers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(jobQueueDrivers)('JobQueue contract: $name', (driver) => {
  let queue: JobQueue;
  let close: () => Promise<void>;
  const runs = new Map<string, number>();

  const processor: JobProcessor = async (name, payload, ctx) => {
    runs.set(ctx.id, (runs.get(ctx.id) ?? 0) + 1);
    const p = payload as { value?: number; sleepMs?: number; failUntil?: number };
    if (name === 'test.permanent') throw new PermanentJobError(problem(422, 'bad-capture', 'Bad capture', 'not a capture file'));
    if (name === 'test.flaky' && ctx.attempt < (p.failUntil ?? 0)) throw new Error(`flaky attempt ${ctx.attempt}`);
    if (p.sleepMs) {
      for (let i = 0; i < 10; i++) {
        await sleep(p.sleepMs / 10);
        if (ctx.signal.aborted) throw new Error('aborted');
        await ctx.progress((i + 1) * 10);
      }
    }
    return { doubled: (p.value ?? 0) * 2, attempt: ctx.attempt };
  };

  const add = (name: string, payload: unknown, opts: { id?: string; attempts?: number; queue?: QueueName } = {}) =>
    queue.enqueue({
      queue: opts.queue ?? 'loans',
      name,
      id: opts.id ?? `${opts.queue ?? 'loans'}-${randomUUID()}`,
      envelope: { payload, owner: 'tester', fingerprint: 'f' },
      attempts: opts.attempts ?? 3,
      backoffMs: 20,
    });

  beforeAll(async () => {
    ({ port: queue, close } = await driver.create());
    await queue.startWorker(['loans', 'charts'], processor, 4);
  });
  afterAll(() => close());

  it('runs a job to completion and keeps its result, owner and timestamps', async () => {
    const job = await add('test.double', { value: 21 });
    expect(job).toMatchObject({ queue: 'loans', name: 'test.double', owner: 'tester' });
    const done = await queue.waitForFinish(job.id, 10_000);
    expect(done).toMatchObject({ id: job.id, status: 'completed', progress: 100, result: { doubled: 42, attempt: 1 }, attempts: 1 });
    expect(done!.finishedAt!.getTime()).toBeGreaterThanOrEqual(done!.createdAt.getTime());
    expect(await queue.get(job.id)).toMatchObject({ status: 'completed', result: { doubled: 42, attempt: 1 } });
  });

  it('reports progress while a job runs', async () => {
    const job = await add('test.double', { value: 1, sleepMs: 600 });
    const seen: number[] = [];
    for (let i = 0; i < 40 && seen.at(-1) !== 100; i++) {
      const s = await queue.get(job.id);
      if (s?.status === 'active') seen.push(s.progress);
      await sleep(25);
    }
    expect(seen.some((p) => p > 0 && p < 100)).toBe(true);
    await queue.waitForFinish(job.id, 10_000);
  });

  it('retries transient failures with backoff until they succeed', async () => {
    const job = await add('test.flaky', { value: 2, failUntil: 3 }, { attempts: 3 });
    const done = await queue.waitForFinish(job.id, 10_000);
    expect(done).toMatchObject({ status: 'completed', attempts: 3, result: { doubled: 4, attempt: 3 } });
    expect(runs.get(job.id)).toBe(3);
  });

  it('gives up after the last attempt with a 503 job-failed problem', async () => {
    const job = await add('test.flaky', { failUntil: 10 }, { attempts: 2 });
    const done = await queue.waitForFinish(job.id, 10_000);
    expect(done).toMatchObject({ status: 'failed', attempts: 2, error: { status: 503, type: 'https://almanac.dev/problems/job-failed' } });
  });

  it('fails a permanent error at once, with its own problem, without retrying', async () => {
    const job = await add('test.permanent', {}, { attempts: 5 });
    const done = await queue.waitForFinish(job.id, 10_000);
    expect(done).toMatchObject({ status: 'failed', attempts: 1, error: { status: 422, detail: 'not a capture file' } });
    expect(runs.get(job.id)).toBe(1);
  });

  it('returns the existing job for a known id instead of adding a second one', async () => {
    const id = `loans-${randomUUID()}`;
    const first = await add('test.double', { value: 5, sleepMs: 200 }, { id });
    const second = await add('test.double', { value: 6 }, { id });
    expect(second.id).toBe(first.id);
    const done = await queue.waitForFinish(id, 10_000);
    expect(done!.result).toEqual({ doubled: 10, attempt: 1 });
    expect(runs.get(id)).toBe(1);
  });

  it('waitForFinish answers null when the job outlasts the timeout, and null for unknown ids', async () => {
    const job = await add('test.double', { value: 1, sleepMs: 800 });
    expect(await queue.waitForFinish(job.id, 100)).toBeNull();
    expect(await queue.waitForFinish(`loans-${randomUUID()}`, 100)).toBeNull();
    await queue.waitForFinish(job.id, 10_000);
  });

  it('cancels a waiting job by removing it, an active one by signalling its worker', async () => {
    // Fill the 'imports' queue's worker-less backlog: nothing consumes it here, so the job stays waiting.
    const waiting = await add('test.double', { value: 1 }, { queue: 'imports', id: `imports-${randomUUID()}` });
    expect(await queue.cancel(waiting.id)).toBe('removed');
    expect(await queue.get(waiting.id)).toBeNull();

    const active = await add('test.double', { value: 1, sleepMs: 3000 });
    for (let i = 0; i < 100 && (await queue.get(active.id))?.status !== 'active'; i++) await sleep(20);
    expect(await queue.cancel(active.id)).toBe('signalled');
    const done = await queue.waitForFinish(active.id, 10_000);
    expect(done).toMatchObject({ status: 'failed', error: { status: 409, type: 'https://almanac.dev/problems/job-cancelled' } });
    expect(await queue.cancel(active.id)).toBe('finished');
    expect(await queue.cancel(`loans-${randomUUID()}`)).toBe('not_found');
  });

  it('counts jobs per queue and state', async () => {
    const counts = await queue.counts('loans');
    expect(counts.completed).toBeGreaterThan(0);
    expect(counts.failed).toBeGreaterThan(0);
    expect(Object.keys(counts).sort()).toEqual(['active', 'completed', 'delayed', 'failed', 'waiting']);
  });

  it('notifies listeners of finished jobs', async () => {
    const finished: string[] = [];
    queue.onFinished((job) => finished.push(job.id));
    await sleep(200); // BullMQ: let the event stream subscription settle
    const job = await add('test.double', { value: 3 });
    await queue.waitForFinish(job.id, 10_000);
    for (let i = 0; i < 50 && !finished.includes(job.id); i++) await sleep(20);
    expect(finished).toContain(job.id);
  });
});

describe('job ids and backoff', () => {
  it('derive the queue from the id and refuse anything else', () => {
    expect(queueOfJobId('packets-123e4567-e89b-12d3-a456-426614174000')).toBe('packets');
    expect(queueOfJobId('loans-abc')).toBe('loans');
    expect(queueOfJobId('nope-abc')).toBeNull();
    expect(queueOfJobId('loans')).toBeNull();
    expect(queueOfJobId('loans-../../etc')).toBeNull();
  });

  it('doubles the delay after each failure', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(1000, n))).toEqual([1000, 2000, 4000, 8000]);
  });
});

describe.each(jobQueueDrivers)('JobQueue contract under polling: $name', (driver) => {
  it('never shows a finished job without its result, however the reads interleave', async () => {
    const { port: queue, close } = await driver.create();
    try {
      await queue.startWorker(['loans'], async (_name, payload) => ({ echo: payload }), 8);
      const ids = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          queue.enqueue({ queue: 'loans', name: 'test.fast', id: `loans-${randomUUID()}`, envelope: { payload: i, owner: 'o', fingerprint: 'f' }, attempts: 1, backoffMs: 1 }),
        ),
      );
      for (const [i, job] of ids.entries()) {
        for (;;) {
          await new Promise((resolve) => setImmediate(resolve)); // poll as fast as possible, but let jobs run
          const s = await queue.get(job.id);
          if (s?.status === 'completed') {
            expect(s.result).toEqual({ echo: i });
            expect(s.finishedAt).toBeInstanceOf(Date);
            break;
          }
        }
      }
    } finally {
      await close();
    }
  });
});
