/**
 * JobQueue: where heavy work goes. Two drivers implement it: BullMQ on Redis (API and workers in separate
 * processes, scaled out) and an in-process driver (the embedded default). Both keep the same job resource:
 * states, progress, attempts with backoff, results kept for the retention period, cancellation.
 */
import type { Problem } from '../problems/problem';

export const QUEUE_NAMES = ['packets', 'charts', 'translations', 'loans', 'imports'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export type JobStatus = 'waiting' | 'active' | 'completed' | 'failed' | 'delayed';

/** What is stored with every job, whichever driver runs it. */
export interface JobEnvelope<P = unknown> {
  payload: P;
  /** Who may see the job (an API key id, or `anonymous` when authentication is off). */
  owner: string;
  /** SHA-256 of the payload, so a reused Idempotency-Key with a different body is detected. */
  fingerprint: string;
}

export interface EnqueueRequest<P = unknown> {
  queue: QueueName;
  name: string;
  id: string;
  envelope: JobEnvelope<P>;
  attempts: number;
  backoffMs: number;
}

export interface JobSnapshot {
  id: string;
  queue: QueueName;
  name: string;
  status: JobStatus;
  progress: number;
  owner: string;
  fingerprint: string;
  attempts: number;
  result?: unknown;
  error?: Problem;
  createdAt: Date;
  startedAt?: Date;
  finishedAt?: Date;
}

export interface JobRunContext {
  id: string;
  /** 1 for the first run, 2 for the first retry... */
  attempt: number;
  /** Aborted when the job is cancelled or the worker is shutting down for good. */
  signal: AbortSignal;
  progress(percent: number): Promise<void>;
}

/**
 * Runs one job. Throw `PermanentJobError` (libs/jobs) for input that can never succeed: the job fails at once
 * with its problem body. Any other error is transient and retried with exponential backoff.
 */
export type JobProcessor = (name: string, payload: unknown, ctx: JobRunContext) => Promise<unknown>;

export interface PermanentFailure {
  permanent: true;
  problem: Problem;
}

export type CancelOutcome = 'removed' | 'signalled' | 'finished' | 'not_found';

export interface QueueCounts {
  waiting: number;
  active: number;
  delayed: number;
  completed: number;
  failed: number;
}

export interface JobQueue {
  readonly driver: 'bullmq' | 'inline';
  /** Adds a job; when a job with this id exists already, returns that job instead (idempotency). */
  enqueue<P>(request: EnqueueRequest<P>): Promise<JobSnapshot>;
  get(id: string): Promise<JobSnapshot | null>;
  /** Resolves with the final snapshot once the job completes or fails, or with `null` after `timeoutMs`. */
  waitForFinish(id: string, timeoutMs: number): Promise<JobSnapshot | null>;
  cancel(id: string): Promise<CancelOutcome>;
  /** Starts consuming the given queues in this process. */
  startWorker(queues: readonly QueueName[], processor: JobProcessor, concurrency: number): Promise<void>;
  counts(queue: QueueName): Promise<QueueCounts>;
  onFinished(listener: (job: JobSnapshot) => void): void;
  ping(): Promise<void>;
  /** Stops taking jobs, lets active ones finish (up to `timeoutMs`), then releases connections. */
  close(timeoutMs?: number): Promise<void>;
}

/** Job ids carry their queue, so `/jobs/:id` needs no lookup table: `<queue>-<token>`. */
export function queueOfJobId(id: string): QueueName | null {
  const dash = id.indexOf('-');
  const queue = dash > 0 ? id.slice(0, dash) : '';
  return (QUEUE_NAMES as readonly string[]).includes(queue) && /^[A-Za-z0-9_-]{1,120}$/.test(id)
    ? (queue as QueueName)
    : null;
}

/** Delay before retry number `attempt` (1-based count of failures so far): base · 2^(attempt-1). */
export function backoffDelay(baseMs: number, attemptsMade: number): number {
  return baseMs * 2 ** Math.max(0, attemptsMade - 1);
}
