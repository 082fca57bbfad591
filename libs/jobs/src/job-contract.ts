/**
 * A job type: its queue, its name, and (as phantom types) its payload and result. The API enqueues by contract
 * and the worker looks the handler up by contract name, so both sides share one definition and one type.
 */
import type { QueueName } from '../../platform/src/ports/job-queue.port';

export interface JobContract<P, R> {
  readonly queue: QueueName;
  readonly name: string;
  /** Total tries for transient failures (1 = no retry). Defaults to the JOB_ATTEMPTS setting. */
  readonly attempts?: number;
  /** Phantom fields: never set, they only carry the types. */
  readonly __payload?: P;
  readonly __result?: R;
}

export type PayloadOf<C> = C extends JobContract<infer P, unknown> ? P : never;
export type ResultOf<C> = C extends JobContract<unknown, infer R> ? R : never;

export function defineJob<P, R>(queue: QueueName, name: string, options: { attempts?: number } = {}): JobContract<P, R> {
  if (!/^[a-z][a-z0-9.-]*$/.test(name)) throw new Error(`job name "${name}" must be lower-case words joined by "." or "-"`);
  return { queue, name, ...options };
}
