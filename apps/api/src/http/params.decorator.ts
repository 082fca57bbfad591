/**
 * `@Params()` parses the parameters declared by the handler's `@Endpoint`: on GET from the query string, on POST
 * from the JSON or form body with the query string as fallback (the body wins when both carry a name).
 */
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Problems } from '../../../../libs/platform/src/problems/problem';
import { parseParams } from '../../../../libs/platform/src/params/parse-params';
import type { RawValue } from '../../../../libs/platform/src/params/param';
import { ENDPOINT_METADATA, type RegisteredEndpoint } from './endpoint.decorator';

const DEFAULT_METHODS = ['GET', 'POST'] as const;

export const Params = createParamDecorator((_data: unknown, ctx: ExecutionContext) => {
  const request = ctx.switchToHttp().getRequest<FastifyRequest>();
  const endpoint = Reflect.getMetadata(ENDPOINT_METADATA, ctx.getHandler()) as RegisteredEndpoint | undefined;
  if (!endpoint) throw new Error(`@Params() used on ${ctx.getHandler().name} without @Endpoint()`);
  const methods = endpoint.methods ?? DEFAULT_METHODS;
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  if (!(methods as readonly string[]).includes(method)) throw Problems.methodNotAllowed(request.method, [...methods]);
  const query = request.query as Record<string, RawValue> | undefined;
  const body = request.body;
  const fromBody = method === 'POST' && isPlainObject(body) && !endpoint.body ? body : undefined;
  return parseParams(endpoint.params, fromBody, query);
});

function isPlainObject(value: unknown): value is Record<string, RawValue> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}
