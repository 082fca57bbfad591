/**
 * The BullMQ JobQueue driver: queues in Redis, workers in as many processes as needed. Stalled-job recovery
 * (a worker killed mid-job) and graceful shutdown come from BullMQ's locks; this class maps BullMQ's job to our
 * job resource and carries problem bodies and cancellation across processes.
 */
import { Job, Queue, QueueEvents, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Problem } from '../problems/problem';
import {
  type CancelOutcome,
  type EnqueueRequest,
  type JobEnvelope,
  type JobProcessor,
  type JobQueue,
  type JobSnapshot,
  type JobStatus,
  type QueueCounts,
  type QueueName,
  QUEUE_NAMES,
  queueOfJobId,
} from '../ports/job-queue.port';
import { asPermanentFailure, cancelledProblem, transientFailureProblem } from './permanent-failure';
import { clampProgress } from './inline-job-queue';

const PROBLEM_MARK = 'almanac-problem:';
const CANCELLED_MARK = 'almanac-cancelled';

export interface BullmqJobQueueOptions {
  redisUrl: string;
  prefix: string;
  retentionMs: number;
  lockMs: number;
  logger: Logger;
}

export class BullmqJobQueue implements JobQueue {
  readonly driver = 'bullmq' as const;
  private readonly connection: Redis;
  private readonly queues = new Map<QueueName, Queue>();
  private readonly events = new Map<QueueName, QueueEvents>();
  private readonly workers: Worker[] = [];
  private readonly waiters = new Map<string, Set<(job: JobSnapshot) => void>>();
  private readonly listeners: Array<(job: JobSnapshot) => void> = [];
  private subscriber: Redis | null = null;
  /** Connections we duplicated; BullMQ does not close connections it was handed. */
  private readonly ownConnections: Redis[] = [];
  private eventsReady: Promise<void> | null = null;

  constructor(private readonly options: BullmqJobQueueOptions) {
    this.connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null, lazyConnect: false });
    this.connection.on('error', (error) => options.logger.warn({ err: error }, 'redis connection error (jobs)'));
  }

  private get cancelChannel(): string {
    return `${this.options.prefix}:cancel`;
  }

  private queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.options.prefix });
      queue.on('error', (error) => this.options.logger.warn({ err: error, queue: name }, 'queue error'));
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** QueueEvents drive sync waits and job metrics; created once, on first use, for every queue. */
  private ensureEvents(): Promise<void> {
    this.eventsReady ??= Promise.all(
      QUEUE_NAMES.map(async (name) => {
        const connection = this.connection.duplicate();
        this.ownConnections.push(connection);
        const events = new QueueEvents(name, { connection, prefix: this.options.prefix });
        events.on('error', (error) => this.options.logger.warn({ err: error, queue: name }, 'queue events error'));
        const settle = async ({ jobId }: { jobId: string }): Promise<void> => {
          const snapshot = await this.get(jobId).catch(() => null);
          if (!snapshot || !isFinal(snapshot.status)) return;
          for (const waiter of [...(this.waiters.get(jobId) ?? [])]) waiter(snapshot);
          for (const listener of this.listeners) listener(snapshot);
        };
        events.on('completed', (e) => void settle(e));
        events.on('failed', (e) => void settle(e));
        this.events.set(name, events);
        await events.waitUntilReady();
      }),
    ).then(() => undefined);
    return this.eventsReady;
  }

  async enqueue<P>(request: EnqueueRequest<P>): Promise<JobSnapshot> {
    const retentionSeconds = Math.ceil(this.options.retentionMs / 1000);
    await this.queue(request.queue).add(request.name, request.envelope, {
      jobId: request.id,
      attempts: request.attempts,
      backoff: { type: 'exponential', delay: request.backoffMs },
      removeOnComplete: { age: retentionSeconds },
      removeOnFail: { age: retentionSeconds },
    });
    // With an existing id BullMQ keeps the first job; read back what is really stored.
    const stored = await this.get(request.id);
    if (!stored) throw new Error(`job ${request.id} vanished right after it was added`);
    return stored;
  }

  async get(id: string): Promise<JobSnapshot | null> {
    const queueName = queueOfJobId(id);
    if (!queueName) return null;
    let job = await Job.fromId<JobEnvelope>(this.queue(queueName), id);
    if (!job) return null;
    const state = await job.getState();
    // The hash was read before the state: a job that finished in between shows a final state without its
    // result. BullMQ writes state, result and finishedOn in one step, so one more read is consistent.
    if ((state === 'completed' || state === 'failed') && !job.finishedOn) {
      job = (await Job.fromId<JobEnvelope>(this.queue(queueName), id)) ?? job;
    }
    return toSnapshot(job, queueName, state);
  }

  async waitForFinish(id: string, timeoutMs: number): Promise<JobSnapshot | null> {
    await this.ensureEvents();
    return new Promise((resolve) => {
      const set = this.waiters.get(id) ?? new Set();
      let settled = false;
      const done = (snapshot: JobSnapshot | null): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        set.delete(onFinish);
        if (set.size === 0) this.waiters.delete(id);
        resolve(snapshot);
      };
      const onFinish = (snapshot: JobSnapshot): void => done(snapshot);
      const timer = setTimeout(() => done(null), timeoutMs);
      set.add(onFinish);
      this.waiters.set(id, set);
      // The job may have finished before we subscribed.
      void this.get(id).then(
        (snapshot) => {
          if (!snapshot) done(null);
          else if (isFinal(snapshot.status)) done(snapshot);
        },
        () => undefined,
      );
    });
  }

  async cancel(id: string): Promise<CancelOutcome> {
    const queueName = queueOfJobId(id);
    if (!queueName) return 'not_found';
    const job = await Job.fromId(this.queue(queueName), id);
    if (!job) return 'not_found';
    const state = await job.getState();
    if (state === 'completed' || state === 'failed') return 'finished';
    if (state !== 'active') {
      try {
        await job.remove();
        return 'removed';
      } catch {
        // It was picked up between the two calls: fall through and signal the worker that runs it.
      }
    }
    await this.connection.publish(this.cancelChannel, id);
    return 'signalled';
  }

  async startWorker(queues: readonly QueueName[], processor: JobProcessor, concurrency: number): Promise<void> {
    for (const name of queues) {
      const worker = new Worker<JobEnvelope>(
        name,
        async (job, _token, signal) => {
          try {
            return await processor(job.name, job.data.payload, {
              id: job.id!,
              attempt: Math.max(job.attemptsStarted, job.attemptsMade + 1),
              signal: signal ?? new AbortController().signal,
              progress: (percent) => job.updateProgress(clampProgress(percent)),
            });
          } catch (error) {
            if (signal?.aborted) throw new UnrecoverableError(CANCELLED_MARK);
            const permanent = asPermanentFailure(error);
            if (permanent) throw new UnrecoverableError(PROBLEM_MARK + JSON.stringify(permanent.problem));
            throw error;
          }
        },
        {
          connection: this.connection,
          prefix: this.options.prefix,
          concurrency,
          lockDuration: this.options.lockMs,
          stalledInterval: this.options.lockMs,
          maxStalledCount: 2,
        },
      );
      worker.on('error', (error) => this.options.logger.warn({ err: error, queue: name }, 'worker error'));
      worker.on('failed', (job, error) =>
        this.options.logger.warn({ jobId: job?.id, queue: name, err: error.message }, 'job attempt failed'),
      );
      this.workers.push(worker);
    }
    this.subscriber = this.connection.duplicate();
    this.subscriber.on('error', (error) => this.options.logger.warn({ err: error }, 'redis subscriber error'));
    await this.subscriber.subscribe(this.cancelChannel);
    this.subscriber.on('message', (_channel, jobId: string) => {
      for (const worker of this.workers) worker.cancelJob(jobId, 'cancelled by the client');
    });
    await Promise.all(this.workers.map((w) => w.waitUntilReady()));
  }

  async counts(queue: QueueName): Promise<QueueCounts> {
    const c = await this.queue(queue).getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'completed', 'failed');
    return {
      waiting: (c.waiting ?? 0) + (c.prioritized ?? 0),
      active: c.active ?? 0,
      delayed: c.delayed ?? 0,
      completed: c.completed ?? 0,
      failed: c.failed ?? 0,
    };
  }

  onFinished(listener: (job: JobSnapshot) => void): void {
    this.listeners.push(listener);
    void this.ensureEvents().catch(() => undefined);
  }

  async ping(): Promise<void> {
    await this.connection.ping();
  }

  async close(timeoutMs = 30_000): Promise<void> {
    // Workers first: stop fetching, let active jobs finish; past the deadline, force (their locks expire and
    // another worker recovers the jobs).
    await Promise.all(
      this.workers.map(async (worker) => {
        let timer: NodeJS.Timeout | undefined;
        const graceful = worker.close().then(() => true);
        const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
        const finished = await Promise.race([graceful, timeout]);
        clearTimeout(timer);
        if (!finished) await worker.close(true);
      }),
    );
    await this.subscriber?.quit().catch(() => undefined);
    await Promise.all([...this.events.values()].map((e) => e.close().catch(() => undefined)));
    await Promise.all([...this.queues.values()].map((q) => q.close().catch(() => undefined)));
    await Promise.all(this.ownConnections.map((c) => c.quit().catch(() => undefined)));
    await this.connection.quit().catch(() => undefined);
  }
}

function isFinal(status: JobStatus): boolean {
  return status === 'completed' || status === 'failed';
}

function toStatus(state: string): JobStatus {
  switch (state) {
    case 'active':
    case 'completed':
    case 'failed':
    case 'delayed':
      return state;
    default:
      return 'waiting';
  }
}

function toSnapshot(job: Job<JobEnvelope>, queue: QueueName, state: string): JobSnapshot {
  const status = toStatus(state);
  const attempts = Math.max(job.attemptsStarted ?? 0, job.attemptsMade ?? 0);
  const snapshot: JobSnapshot = {
    id: job.id!,
    queue,
    name: job.name,
    status,
    progress: status === 'completed' ? 100 : typeof job.progress === 'number' ? job.progress : 0,
    owner: job.data?.owner ?? 'anonymous',
    fingerprint: job.data?.fingerprint ?? '',
    attempts,
    createdAt: new Date(job.timestamp),
  };
  if (job.processedOn) snapshot.startedAt = new Date(job.processedOn);
  if (job.finishedOn && isFinal(status)) snapshot.finishedAt = new Date(job.finishedOn);
  if (status === 'completed') snapshot.result = job.returnvalue;
  if (status === 'failed') snapshot.error = failureProblem(job.failedReason ?? '', attempts);
  return snapshot;
}

function failureProblem(reason: string, attempts: number): Problem {
  if (reason.startsWith(PROBLEM_MARK)) {
    try {
      return JSON.parse(reason.slice(PROBLEM_MARK.length)) as Problem;
    } catch {
      // fall through to the generic problem
    }
  }
  if (reason === CANCELLED_MARK) return cancelledProblem();
  return transientFailureProblem(new Error(reason), attempts);
}
