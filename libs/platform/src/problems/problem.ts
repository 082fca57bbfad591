/**
 * RFC 9457 problem details: the one error shape of every endpoint and every failed job.
 */
import type { ParameterIssue } from './invalid-parameter.error';

export const PROBLEM_BASE = 'https://almanac.dev/problems/';
export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  errors?: ParameterIssue[];
  /** Extension members (RFC 9457 section 3.2), e.g. `retry_after`, `offset`. */
  [extension: string]: unknown;
}

/** An error that already knows its HTTP status and problem body. Throw it from anywhere; the HTTP layer renders it. */
export class ProblemError extends Error {
  readonly status: number;
  readonly code: string;
  readonly title: string;
  readonly errors?: ParameterIssue[];
  readonly extensions: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(init: {
    status: number;
    code: string;
    title: string;
    detail: string;
    errors?: ParameterIssue[];
    extensions?: Record<string, unknown>;
    headers?: Record<string, string>;
  }) {
    // A problem is an answer, not a bug: its stack is never shown or logged, and capturing one cost ~10% of a
    // rejected request's CPU (a storm of 429s, say). 5xx problems keep theirs for the logs.
    const limit = Error.stackTraceLimit;
    if (init.status < 500) Error.stackTraceLimit = 0;
    super(init.detail);
    Error.stackTraceLimit = limit;
    this.name = 'ProblemError';
    this.status = init.status;
    this.code = init.code;
    this.title = init.title;
    this.errors = init.errors;
    this.extensions = init.extensions ?? {};
    this.headers = init.headers ?? {};
  }

  toProblem(): Problem {
    return problem(this.status, this.code, this.title, this.message, this.errors, this.extensions);
  }
}

export function problem(
  status: number,
  code: string,
  title: string,
  detail: string,
  errors?: ParameterIssue[],
  extensions: Record<string, unknown> = {},
): Problem {
  const body: Problem = { type: PROBLEM_BASE + code, title, status, detail, ...extensions };
  if (errors && errors.length > 0) body.errors = errors;
  return body;
}

export const Problems = {
  invalidParameters: (errors: readonly ParameterIssue[]): ProblemError =>
    new ProblemError({
      status: 400,
      code: 'invalid-parameter',
      title: 'Invalid parameter',
      detail:
        errors.length === 1
          ? `${errors[0].parameter}: ${errors[0].message}`
          : `${errors.length} parameters are invalid: ${errors.map((e) => e.parameter).join(', ')}`,
      errors: [...errors],
    }),
  notFound: (detail: string): ProblemError =>
    new ProblemError({ status: 404, code: 'not-found', title: 'Not found', detail }),
  methodNotAllowed: (method: string, allowed: string[]): ProblemError =>
    new ProblemError({
      status: 405,
      code: 'method-not-allowed',
      title: 'Method not allowed',
      detail: `${method} is not supported here; use ${allowed.join(' or ')}`,
      headers: { allow: allowed.join(', ') },
    }),
  conflict: (code: string, detail: string): ProblemError =>
    new ProblemError({ status: 409, code, title: 'Conflict', detail }),
  unprocessable: (code: string, detail: string, extensions?: Record<string, unknown>): ProblemError =>
    new ProblemError({ status: 422, code, title: 'Unprocessable content', detail, extensions }),
  unauthorized: (detail: string): ProblemError =>
    new ProblemError({ status: 401, code: 'unauthorized', title: 'Unauthorized', detail }),
  forbidden: (code: string, detail: string): ProblemError =>
    new ProblemError({ status: 403, code, title: 'Forbidden', detail }),
  unavailable: (code: string, detail: string, retryAfterSeconds?: number): ProblemError =>
    new ProblemError({
      status: 503,
      code,
      title: 'Service unavailable',
      detail,
      headers: retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {},
    }),
};
