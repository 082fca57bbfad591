/**
 * The OpenAPI 3 document: platform routes come from @nestjs/swagger decorators; spec endpoints from their
 * `@Endpoint` declarations (parameters with their rules, example response, problem responses), so the
 * document can never disagree with what the code validates.
 */
import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { OpenApiSchema } from '../../../../libs/platform/src/params/param';
import type { CatalogEntry } from './endpoint-catalog';

const PROBLEM_SCHEMA = {
  type: 'object',
  required: ['type', 'title', 'status', 'detail'],
  properties: {
    type: { type: 'string', format: 'uri', example: 'https://almanac.dev/problems/invalid-parameter' },
    title: { type: 'string', example: 'Invalid parameter' },
    status: { type: 'integer', example: 400 },
    detail: { type: 'string', example: 'month: must be an integer from 1 to 13; got 14' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: { parameter: { type: 'string', example: 'month' }, message: { type: 'string' } },
      },
    },
  },
};

export function buildOpenApiDocument(app: INestApplication, endpoints: readonly CatalogEntry[]): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Almanac API')
    .setDescription(
      'Five services from one platform: numerology, packets, quotes, ethiopian-calendar and calculators. Every ' +
        'service endpoint accepts GET (query string) and POST (JSON or form body with the same names). Errors are ' +
        'application/problem+json (RFC 9457). Heavy endpoints honour `Prefer: respond-async` and `Prefer: wait=N` ' +
        'and answer 202 with a job to poll at /jobs/{id}.',
    )
    .setVersion('1.0.0')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'x-gateway-key' }, 'gatewayKey')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  document.components ??= {};
  document.components.schemas = { ...(document.components.schemas ?? {}), Problem: PROBLEM_SCHEMA };
  for (const endpoint of endpoints) {
    const path = endpoint.fullPath.replace(/:(\w+)/g, '{$1}');
    document.paths[path] = { ...(document.paths[path] ?? {}), ...operations(endpoint) };
  }
  return document;
}

function operations(e: CatalogEntry): Record<string, unknown> {
  const tag = e.fullPath.split('/')[1];
  const pathParameters = [...e.fullPath.matchAll(/:(\w+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  const parameters = Object.entries(e.params).map(([name, param]) => ({
    name,
    in: 'query',
    required: param.isRequired && param.defaultValue === undefined,
    description: describe(param.schema, param.aliases),
    schema: clean(param.schema),
  }));
  const bodySchema = {
    type: 'object',
    properties: Object.fromEntries(Object.entries(e.params).map(([name, param]) => [name, clean(param.schema)])),
    required: Object.entries(e.params)
      .filter(([, param]) => param.isRequired && param.defaultValue === undefined)
      .map(([name]) => name),
  };
  const media = e.produces ?? 'application/json';
  const responses: Record<string, unknown> = {
    200: { description: 'Result', content: { [media]: { example: e.example } } },
    400: { description: 'A parameter is missing or breaks its rule', content: problemContent() },
  };
  if (e.async) {
    responses[202] = {
      description: 'Accepted: the job is still running (or `Prefer: respond-async` was sent); poll the Location',
      headers: { Location: { schema: { type: 'string' } } },
    };
  }
  const headers = e.async
    ? [
        { name: 'Prefer', in: 'header', required: false, schema: { type: 'string' }, description: '`respond-async` or `wait=<seconds>` (RFC 7240)' },
        { name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string' }, description: 'Retries with the same key return the same job' },
      ]
    : [];
  const operation = (method: string) => ({
    tags: [tag],
    summary: e.summary,
    description: e.description,
    operationId: `${method}${e.fullPath.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    parameters: method === 'get' ? [...pathParameters, ...parameters, ...headers] : [...pathParameters, ...headers],
    ...(method === 'post'
      ? {
          requestBody: e.body
            ? {
                description: e.body.description,
                content: Object.fromEntries((e.body.mediaTypes ?? ['application/json']).map((m) => [m, { example: e.body!.example }])),
              }
            : {
                content: {
                  'application/json': { schema: bodySchema },
                  'application/x-www-form-urlencoded': { schema: bodySchema },
                },
              },
        }
      : {}),
    responses,
    security: [{ gatewayKey: [] }],
  });
  const methods = e.methods ?? ['GET', 'POST'];
  return Object.fromEntries(methods.map((m) => [m.toLowerCase(), operation(m.toLowerCase())]));
}

function describe(schema: OpenApiSchema, aliases: readonly string[]): string | undefined {
  const parts = [schema.description, aliases.length ? `Also accepted as: ${aliases.join(', ')}.` : undefined].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

function clean(schema: OpenApiSchema): OpenApiSchema {
  return Object.fromEntries(Object.entries(schema).filter(([, v]) => v !== undefined)) as OpenApiSchema;
}

function problemContent() {
  return { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } };
}
