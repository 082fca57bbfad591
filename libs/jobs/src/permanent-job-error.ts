import { problem, type Problem } from '../../platform/src/problems/problem';
import { InvalidParameterError } from '../../platform/src/problems/invalid-parameter.error';

/**
 * Thrown by a handler when the job can never succeed (bad input, a corrupt file): the job fails at once, without
 * retries, and its problem body is what the client sees. Any other error counts as transient and is retried.
 */
export class PermanentJobError extends Error {
  readonly permanent = true as const;

  constructor(readonly problem: Problem) {
    super(problem.detail);
    this.name = 'PermanentJobError';
  }

  static from(error: unknown): PermanentJobError | null {
    if (error instanceof PermanentJobError) return error;
    if (error instanceof InvalidParameterError) {
      return new PermanentJobError(
        problem(400, 'invalid-parameter', 'Invalid parameter', error.message, [...error.issues]),
      );
    }
    return null;
  }
}
