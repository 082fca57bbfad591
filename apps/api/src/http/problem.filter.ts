/**
 * The one place errors become responses: every error, from a handler, a parameter, a Fastify body parser or an
 * unknown route, leaves as application/problem+json. Client errors keep their status; anything unexpected is a
 * 500 that is logged with the request id and shows no internals.
 */
import { ArgumentsHost, Catch, HttpException, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { InvalidParameterError } from '../../../../libs/platform/src/problems/invalid-parameter.error';
import {
  problem,
  PROBLEM_CONTENT_TYPE,
  ProblemError,
  Problems,
  type Problem,
} from '../../../../libs/platform/src/problems/problem';

const FASTIFY_CODES: Record<string, { status: number; code: string; title: string; detail: (e: Error) => string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported-media-type',
    title: 'Unsupported media type',
    detail: () => 'Send parameters as a query string, application/json or application/x-www-form-urlencoded.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'body-too-large',
    title: 'Content too large',
    detail: () => 'The request body is larger than this endpoint accepts.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'invalid-body',
    title: 'Invalid body',
    detail: () => 'The body is empty although Content-Type says application/json; send a JSON object or no Content-Type.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'invalid-body',
    title: 'Invalid body',
    detail: () => 'The body is not valid JSON.',
  },
};

export function toProblem(error: unknown, request: FastifyRequest): { problem: Problem; headers: Record<string, string> } {
  if (error instanceof ProblemError) return { problem: error.toProblem(), headers: error.headers };
  if (error instanceof InvalidParameterError) return { problem: Problems.invalidParameters(error.issues).toProblem(), headers: {} };
  if (error instanceof HttpException) {
    const status = error.getStatus();
    if (status === 404) {
      return {
        problem: problem(404, 'not-found', 'Not found', `No endpoint at ${request.method} ${request.url.split('?')[0]}. See /docs for every route.`),
        headers: {},
      };
    }
    // Nest's own body parsers raise HttpExceptions; give them the same codes as Fastify's parser errors.
    const byStatus: Record<number, string> = { 400: 'invalid-body', 413: 'body-too-large', 415: 'unsupported-media-type' };
    const code = byStatus[status] && (status !== 400 || /json|body/i.test(error.message)) ? byStatus[status] : `http-${status}`;
    const known = Object.values(FASTIFY_CODES).find((f) => f.code === code);
    const detail = code === 'invalid-body' ? `The body is not valid JSON (${error.message}).` : known ? known.detail(error) : error.message;
    return { problem: problem(status, code, known?.title ?? error.name.replace(/Exception$/, ''), detail), headers: {} };
  }
  const e = error as Error & { code?: string; statusCode?: number };
  const known = e?.code ? FASTIFY_CODES[e.code] : undefined;
  if (known) return { problem: problem(known.status, known.code, known.title, known.detail(e)), headers: {} };
  if (e?.name === 'SyntaxError' && e.statusCode === 400) {
    return { problem: problem(400, 'invalid-body', 'Invalid body', 'The body is not valid JSON.'), headers: {} };
  }
  if (typeof e?.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return { problem: problem(e.statusCode, 'bad-request', 'Bad request', e.message), headers: {} };
  }
  return {
    problem: problem(500, 'internal', 'Internal error', `Something failed on our side. Quote request id ${request.id} if you report it.`),
    headers: {},
  };
}

/** Renders an error as a problem response from plain Fastify code (hooks, plugins) outside Nest's filters. */
export function sendProblem(reply: FastifyReply, request: FastifyRequest, error: unknown): FastifyReply {
  const { problem: body, headers } = toProblem(error, request);
  return reply.status(body.status).headers(headers).header('content-type', PROBLEM_CONTENT_TYPE).send(JSON.stringify(body));
}

@Catch()
export class ProblemFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const request = ctx.getRequest<FastifyRequest>();
    const reply = ctx.getResponse<FastifyReply>();
    const { problem: body, headers } = toProblem(error, request);
    if (body.status >= 500) this.logger.error({ reqId: request.id, err: error }, 'request failed');
    if (reply.sent) return;
    reply.status(body.status).headers(headers).header('content-type', PROBLEM_CONTENT_TYPE).send(JSON.stringify(body));
  }
}
