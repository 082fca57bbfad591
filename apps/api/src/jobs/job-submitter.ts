/**
 * The jobs protocol of a heavy endpoint (DESIGN.md section 6), in one place:
 *  - `Prefer: respond-async` → 202 at once with Location and the job resource;
 *  - otherwise wait up to SYNC_WAIT_MS (or `Prefer: wait=N`) and answer the result itself, or the 202 past that;
 *  - `Idempotency-Key` → the job id, so a retried request finds its first job (422 if the body differs);
 *  - a job that failed on bad input answers its problem (4xx); one that failed on our side, a 503 problem.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../../libs/platform/src/config/config';
import type { JobQueue, JobSnapshot } from '../../../../libs/platform/src/ports/job-queue.port';
import { ProblemError, Problems } from '../../../../libs/platform/src/problems/problem';
import type { JobContract } from '../../../../libs/jobs/src/job-contract';
import { principalOf } from '../http/request-context';
import { jobResource, jobUrl, type JobResource } from './job-representation';
import { parsePrefer } from './prefer-header';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

export interface SubmitOptions {
  /**
   * What makes two requests "the same" for Idempotency-Key, when the payload alone does not say it (e.g. an
   * upload's payload names a fresh blob each time; its SHA-256 is the real identity). Default: the payload.
   */
  fingerprint?: string;
  /** Answer 202 at once unless the client asked to wait (`Prefer: wait=N`): e.g. for inputs known to be large. */
  preferAsync?: boolean;
}

export class JobSubmitter {
  constructor(
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
  ) {}

  /**
   * Enqueues `payload` and answers per the protocol. Returns the job's result when it finished within the wait;
   * otherwise sets 202 and its headers on `reply` and returns the job resource.
   */
  async run<P, R>(
    contract: JobContract<P, R>,
    payload: P,
    request: FastifyRequest,
    reply: FastifyReply,
    options: SubmitOptions = {},
  ): Promise<R | JobResource> {
    const owner = principalOf(request).owner;
    const fingerprint = options.fingerprint ?? createHash('sha256').update(JSON.stringify(payload) ?? '').digest('hex');
    const id = this.jobId(contract, owner, request.headers['idempotency-key']);
    const job = await this.queue.enqueue({
      queue: contract.queue,
      name: contract.name,
      id,
      envelope: { payload, owner, fingerprint },
      attempts: contract.attempts ?? this.config.jobAttempts,
      backoffMs: this.config.jobBackoffMs,
    });
    if (job.owner !== owner || job.name !== contract.name || job.fingerprint !== fingerprint) {
      throw Problems.unprocessable(
        'idempotency-key-reused',
        'This Idempotency-Key was already used for a different request; use a new key for a new request.',
      );
    }
    const prefer = parsePrefer(request.headers.prefer);
    if (prefer.respondAsync || (options.preferAsync && prefer.waitSeconds === null)) {
      reply.header('preference-applied', 'respond-async');
      return this.accepted(job, reply);
    }
    let waitMs = this.config.syncWaitMs;
    if (prefer.waitSeconds !== null) {
      waitMs = Math.min(prefer.waitSeconds * 1000, this.config.maxSyncWaitMs);
      reply.header('preference-applied', `wait=${Math.round(waitMs / 1000)}`);
    }
    const finished = isFinal(job) ? job : await this.queue.waitForFinish(id, waitMs);
    if (!finished) {
      const current = (await this.queue.get(id)) ?? job;
      return this.accepted(current, reply);
    }
    if (finished.status === 'completed') return finished.result as R;
    const { type, title, status, detail, errors, ...extensions } = finished.error!;
    throw new ProblemError({
      status,
      code: type.replace(/^.*\/problems\//, ''),
      title,
      detail,
      errors,
      extensions: { ...extensions, job_id: finished.id },
    });
  }

  private accepted(job: JobSnapshot, reply: FastifyReply): JobResource {
    reply.status(202).header('location', jobUrl(job.id)).header('retry-after', '1');
    return jobResource(job);
  }

  private jobId(contract: JobContract<unknown, unknown>, owner: string, key: string | string[] | undefined): string {
    if (key === undefined) return `${contract.queue}-${randomUUID()}`;
    const value = Array.isArray(key) ? key[0] : key;
    if (!IDEMPOTENCY_KEY.test(value)) {
      throw Problems.invalidParameters([
        { parameter: 'Idempotency-Key', message: 'must be 1 to 255 visible ASCII characters' },
      ]);
    }
    const digest = createHash('sha256').update(`${owner}\n${contract.name}\n${value}`).digest('hex').slice(0, 40);
    return `${contract.queue}-${digest}`;
  }
}

function isFinal(job: JobSnapshot): boolean {
  return job.status === 'completed' || job.status === 'failed';
}
