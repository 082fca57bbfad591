import type { Infrastructure } from '../../../libs/platform/src/infrastructure';
import type { QueueName } from '../../../libs/platform/src/ports/job-queue.port';
import { JOB_CONTRACTS } from '../../../libs/jobs/src/contracts';
import { createJobHandlers } from '../../../libs/jobs/src/handlers';
import { JobHandlerRegistry, type JobHandler } from '../../../libs/jobs/src/job-handler';
import type { JobContract } from '../../../libs/jobs/src/job-contract';

export interface WorkerOptions {
  /** Queues to consume; all by default (WORKER_QUEUES narrows it so queues scale independently). */
  queues?: readonly QueueName[];
  /** Extra contracts and handlers (job types that exist only in the tests). */
  extra?: { contracts: readonly JobContract<unknown, unknown>[]; handlers: readonly JobHandler<unknown, unknown>[] };
}

/** Builds the handler registry (refusing to start if a job has no handler) and starts consuming. */
export async function startWorker(infra: Infrastructure, options: WorkerOptions = {}): Promise<() => Promise<void>> {
  const registry = new JobHandlerRegistry(
    [...JOB_CONTRACTS, ...(options.extra?.contracts ?? [])],
    [...createJobHandlers({ cache: infra.cache, blobs: infra.blobs, db: infra.db }), ...(options.extra?.handlers ?? [])],
  );
  const queues = options.queues ?? infra.config.workerQueues;
  await infra.jobs.startWorker(queues, registry.process, infra.config.workerConcurrency);
  infra.logger.info(
    { queues, concurrency: infra.config.workerConcurrency, driver: infra.jobs.driver },
    `Almanac worker consuming ${queues.join(', ')}`,
  );
  return () => infra.jobs.close(infra.config.shutdownTimeoutMs);
}
