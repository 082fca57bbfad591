/**
 * The spec lists two names for a few parameters (/salary `period` or `hour`; /shift-pay/custom `work_days_per_week`
 * or `work_days_per_year`). `.alias()` lets the parser accept both; this tells which one the client used, so error
 * messages repeat the client's own name, and refuses a request that sends both with different values instead of
 * silently picking one.
 */
import type { FastifyRequest } from 'fastify';
import { invalidParameter } from '../../../../libs/platform/src/problems/invalid-parameter.error';

function lastValue(value: unknown): unknown {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

function present(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

function comparable(value: unknown): string {
  return String(value).trim().toLowerCase();
}

/**
 * The name the client sent the parameter under, looking where `@Params()` looks (a POST body object first, then
 * the query string). @throws InvalidParameterError on `name` when both names carry different values.
 */
export function nameUsed<N extends string, A extends string>(request: FastifyRequest, name: N, alias: A): N | A {
  const body = request.method === 'POST' ? request.body : undefined;
  const sources = [body, request.query].filter(
    (s): s is Record<string, unknown> => typeof s === 'object' && s !== null && !Array.isArray(s) && !Buffer.isBuffer(s),
  );
  for (const source of sources) {
    const primary = lastValue(source[name]);
    const other = lastValue(source[alias]);
    if (present(primary) && present(other) && comparable(primary) !== comparable(other)) {
      throw invalidParameter(
        name,
        `'${name}' and '${alias}' are two names for one parameter but carry different values ('${String(primary)}' and '${String(other)}'); send one`,
      );
    }
    if (present(primary)) return name;
    if (present(other)) return alias;
  }
  return name;
}
