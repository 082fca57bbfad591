/**
 * The in-process JobQueue driver (embedded default, no Redis): same job resource and semantics as BullMQ —
 * per-queue concurrency, exponential-backoff retries for transient errors, none for permanent ones, progress,
 * cancellation and retention — but jobs live in this process's memory and die with it.
 */
import {
  backoffDelay,
  type CancelOutcome,
  type EnqueueRequest,
  type JobProcessor,
  type JobQueue,
  type JobSnapshot,
  type QueueCounts,
  type QueueName,
} from '../ports/job-queue.port';
import { asPermanentFailure, cancelledProblem, transientFailureProblem } from './permanent-failure';

interface InlineJob {
  snapshot: JobSnapshot;
  maxAttempts: number;
  backoffMs: number;
  payload: unknown;
  controller?: AbortController;
  timer?: NodeJS.Timeout;
  cancelled: boolean;
}

export class InlineJobQueue implements JobQueue {
  readonly driver = 'inline' as const;
  private readonly jobs = new Map<string, InlineJob>();
  private readonly pending = new Map<QueueName, string[]>();
  private readonly running = new Map<QueueName, number>();
  private readonly waiters = new Map<string, Set<(job: JobSnapshot) => void>>();
  private readonly listeners: Array<(job: JobSnapshot) => void> = [];
  private processor: JobProcessor | null = null;
  private consumed = new Set<QueueName>();
  private concurrency = 1;
  private closing = false;
  private readonly idle = new Set<() => void>();

  constructor(private readonly retentionMs: number) {}

  async enqueue<P>(request: EnqueueRequest<P>): Promise<JobSnapshot> {
    const existing = this.jobs.get(request.id);
    if (existing) return { ...existing.snapshot };
    const job: InlineJob = {
      snapshot: {
        id: request.id,
        queue: request.queue,
        name: request.name,
        status: 'waiting',
        progress: 0,
        owner: request.envelope.owner,
        fingerprint: request.envelope.fingerprint,
        attempts: 0,
        createdAt: new Date(),
      },
      maxAttempts: request.attempts,
      backoffMs: request.backoffMs,
      payload: request.envelope.payload,
      cancelled: false,
    };
    this.jobs.set(request.id, job);
    this.push(request.queue, request.id);
    return { ...job.snapshot };
  }

  async get(id: string): Promise<JobSnapshot | null> {
    const job = this.jobs.get(id);
    return job ? { ...job.snapshot } : null;
  }

  waitForFinish(id: string, timeoutMs: number): Promise<JobSnapshot | null> {
    const job = this.jobs.get(id);
    if (!job) return Promise.resolve(null);
    if (isFinal(job.snapshot)) return Promise.resolve({ ...job.snapshot });
    return new Promise((resolve) => {
      const set = this.waiters.get(id) ?? new Set();
      const done = (snapshot: JobSnapshot | null): void => {
        clearTimeout(timer);
        set.delete(onFinish);
        resolve(snapshot);
      };
      const onFinish = (snapshot: JobSnapshot): void => done(snapshot);
      const timer = setTimeout(() => done(null), timeoutMs);
      set.add(onFinish);
      this.waiters.set(id, set);
    });
  }

  async cancel(id: string): Promise<CancelOutcome> {
    const job = this.jobs.get(id);
    if (!job) return 'not_found';
    if (isFinal(job.snapshot)) return 'finished';
    job.cancelled = true;
    if (job.snapshot.status === 'active') {
      job.controller?.abort(new Error('cancelled'));
      return 'signalled';
    }
    clearTimeout(job.timer);
    const queue = this.pending.get(job.snapshot.queue) ?? [];
    this.pending.set(job.snapshot.queue, queue.filter((x) => x !== id));
    this.jobs.delete(id);
    return 'removed';
  }

  async startWorker(queues: readonly QueueName[], processor: JobProcessor, concurrency: number): Promise<void> {
    this.processor = processor;
    this.concurrency = concurrency;
    for (const q of queues) {
      this.consumed.add(q);
      this.drain(q);
    }
  }

  async counts(queue: QueueName): Promise<QueueCounts> {
    const counts: QueueCounts = { waiting: 0, active: 0, delayed: 0, completed: 0, failed: 0 };
    for (const job of this.jobs.values()) if (job.snapshot.queue === queue) counts[job.snapshot.status] += 1;
    return counts;
  }

  onFinished(listener: (job: JobSnapshot) => void): void {
    this.listeners.push(listener);
  }

  async ping(): Promise<void> {
    if (this.closing) throw new Error('the job queue is shutting down');
  }

  async close(timeoutMs = 30_000): Promise<void> {
    this.closing = true;
    const active = () => [...this.running.values()].reduce((a, b) => a + b, 0);
    if (active() > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        const check = (): void => {
          if (active() === 0) {
            clearTimeout(timer);
            this.idle.delete(check);
            resolve();
          }
        };
        this.idle.add(check);
      });
    }
    for (const job of this.jobs.values()) {
      clearTimeout(job.timer);
      job.controller?.abort(new Error('shutdown'));
    }
  }

  private push(queue: QueueName, id: string): void {
    const list = this.pending.get(queue) ?? [];
    list.push(id);
    this.pending.set(queue, list);
    this.drain(queue);
  }

  private drain(queue: QueueName): void {
    if (!this.processor || !this.consumed.has(queue) || this.closing) return;
    const list = this.pending.get(queue) ?? [];
    while ((this.running.get(queue) ?? 0) < this.concurrency && list.length > 0) {
      const id = list.shift()!;
      const job = this.jobs.get(id);
      if (!job || job.cancelled) continue;
      this.running.set(queue, (this.running.get(queue) ?? 0) + 1);
      void this.run(job).finally(() => {
        this.running.set(queue, (this.running.get(queue) ?? 1) - 1);
        for (const check of [...this.idle]) check();
        // Let the event loop breathe between jobs so a long batch cannot starve HTTP handling.
        setImmediate(() => this.drain(queue));
      });
    }
  }

  private async run(job: InlineJob): Promise<void> {
    const s = job.snapshot;
    s.status = 'active';
    s.attempts += 1;
    s.startedAt ??= new Date();
    job.controller = new AbortController();
    try {
      const result = await this.processor!(s.name, job.payload, {
        id: s.id,
        attempt: s.attempts,
        signal: job.controller.signal,
        progress: async (percent) => {
          s.progress = clampProgress(percent);
        },
      });
      if (job.cancelled) throw new Error('cancelled');
      s.status = 'completed';
      s.progress = 100;
      s.result = result;
      this.finish(job);
    } catch (error) {
      const permanent = asPermanentFailure(error);
      if (job.cancelled) {
        s.status = 'failed';
        s.error = cancelledProblem();
        this.finish(job);
      } else if (permanent || s.attempts >= job.maxAttempts || this.closing) {
        s.status = 'failed';
        s.error = permanent ? permanent.problem : transientFailureProblem(error, s.attempts);
        this.finish(job);
      } else {
        s.status = 'delayed';
        job.timer = setTimeout(() => {
          s.status = 'waiting';
          this.push(s.queue, s.id);
        }, backoffDelay(job.backoffMs, s.attempts));
        job.timer.unref();
      }
    } finally {
      job.controller = undefined;
    }
  }

  private finish(job: InlineJob): void {
    const s = job.snapshot;
    s.finishedAt = new Date();
    job.payload = undefined;
    const copy = { ...s };
    for (const waiter of [...(this.waiters.get(s.id) ?? [])]) waiter(copy);
    this.waiters.delete(s.id);
    for (const listener of this.listeners) listener(copy);
    job.timer = setTimeout(() => this.jobs.delete(s.id), this.retentionMs);
    job.timer.unref();
  }
}

function isFinal(s: JobSnapshot): boolean {
  return s.status === 'completed' || s.status === 'failed';
}

export function clampProgress(percent: number): number {
  return Number.isFinite(percent) ? Math.min(100, Math.max(0, Math.round(percent * 10) / 10)) : 0;
}
