/**
 * `@Endpoint('/life_path', { ... })` declares a spec endpoint: GET and POST on one path, its parameters (one
 * schema for parsing, validation and docs), a summary and an example response for OpenAPI. Read the parsed
 * parameters with `@Params()`.
 */
import { All, applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { ParamSchema } from '../../../../libs/platform/src/params/param';

export const ENDPOINT_METADATA = 'almanac:endpoint';

export interface EndpointDefinition<S extends ParamSchema = ParamSchema> {
  summary: string;
  description?: string;
  params: S;
  /** A realistic response body for the docs. */
  example: unknown;
  /** Response media type when not JSON (e.g. image/svg+xml). */
  produces?: string;
  /** Whether the endpoint runs on a queue and so honours `Prefer: respond-async` and `Prefer: wait`. */
  async?: boolean;
  /** Request body for POST when it is not the parameters (e.g. a JSON array). */
  body?: { description: string; example: unknown; mediaTypes?: string[] };
  /** HTTP methods; GET and POST unless stated. */
  methods?: readonly ('GET' | 'POST')[];
}

export interface RegisteredEndpoint extends EndpointDefinition {
  path: string;
}

export function Endpoint<S extends ParamSchema>(path: string, definition: EndpointDefinition<S>): MethodDecorator {
  const registered: RegisteredEndpoint = { ...definition, path };
  return applyDecorators(All(path), ApiExcludeEndpoint(), SetMetadata(ENDPOINT_METADATA, registered));
}
