import { problem, type Problem } from '../problems/problem';
import type { PermanentFailure } from '../ports/job-queue.port';

/** Duck-typed so the platform does not import libs/jobs: an error carrying `permanent: true` and a problem body. */
export function asPermanentFailure(error: unknown): PermanentFailure | null {
  if (typeof error === 'object' && error !== null && (error as { permanent?: unknown }).permanent === true) {
    const p = (error as { problem?: Problem }).problem;
    if (p && typeof p.status === 'number') return { permanent: true, problem: p };
  }
  return null;
}

/** The problem recorded for a job whose last attempt failed for a reason that was not the client's input. */
export function transientFailureProblem(error: unknown, attempts: number): Problem {
  const message = error instanceof Error ? error.message : String(error);
  return problem(
    503,
    'job-failed',
    'Job failed',
    `The job failed after ${attempts} attempt${attempts === 1 ? '' : 's'} for a reason on our side (${message}). Submit it again later.`,
  );
}

export function cancelledProblem(): Problem {
  return problem(409, 'job-cancelled', 'Job cancelled', 'The job was cancelled before it finished.');
}
