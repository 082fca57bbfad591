import type { JobRunContext } from '../../platform/src/ports/job-queue.port';
import type { JobContract } from './job-contract';
import { PermanentJobError } from './permanent-job-error';

export type JobContext = JobRunContext;

export interface JobHandler<P = unknown, R = unknown> {
  readonly contract: JobContract<P, R>;
  run(payload: P, ctx: JobContext): Promise<R>;
}

export function handleJob<P, R>(contract: JobContract<P, R>, run: (payload: P, ctx: JobContext) => Promise<R>): JobHandler<P, R> {
  return { contract, run };
}

/**
 * Joins contracts to handlers. Start-up fails when a contract has no handler, a handler has no contract, or a
 * name is handled twice: a job that nobody can run must never be accepted.
 */
export class JobHandlerRegistry {
  private readonly byName = new Map<string, JobHandler>();

  constructor(contracts: readonly JobContract<unknown, unknown>[], handlers: readonly JobHandler<unknown, unknown>[]) {
    const known = new Map(contracts.map((c) => [c.name, c]));
    for (const handler of handlers as readonly JobHandler[]) {
      const name = handler.contract.name;
      if (!known.has(name)) throw new Error(`job handler "${name}" has no contract in libs/jobs`);
      if (this.byName.has(name)) throw new Error(`job "${name}" has two handlers`);
      this.byName.set(name, handler);
    }
    const missing = contracts.filter((c) => !this.byName.has(c.name)).map((c) => c.name);
    if (missing.length > 0) throw new Error(`no handler registered for job(s): ${missing.join(', ')}`);
  }

  get queues(): string[] {
    return [...new Set([...this.byName.values()].map((h) => h.contract.queue))];
  }

  /** The processor a JobQueue driver runs: finds the handler and turns bad-input errors into permanent failures. */
  readonly process = async (name: string, payload: unknown, ctx: JobContext): Promise<unknown> => {
    const handler = this.byName.get(name);
    if (!handler) throw new Error(`no handler for job "${name}" in this worker`);
    try {
      return await handler.run(payload, ctx);
    } catch (error) {
      throw PermanentJobError.from(error) ?? error;
    }
  };
}
