/**
 * Fastify server options: request ids, SERVICE_HOSTS routing and body limits. These run before routing, so host
 * routing costs one header lookup and never touches Nest.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { AppConfig, ServiceName } from '../../../../libs/platform/src/config/config';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const PLATFORM_PREFIXES = ['/jobs', '/health', '/metrics', '/docs', '/openapi.json', '/admin'];

export function fastifyOptions(config: AppConfig): FastifyServerOptions {
  return {
    // Fastify's logger would build a child logger for every request; ours writes one line per request from the
    // onResponse hook (create-api-app.ts) and errors from the problem filter.
    logger: false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: true,
    genReqId: (req: IncomingMessage) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    rewriteUrl: config.serviceHosts.size > 0 ? (req) => routeByHost(req, config.serviceHosts) : undefined,
  } as FastifyServerOptions;
}

/**
 * A request whose x-gateway-host (or Host) names a service is routed as if its path carried that service's
 * prefix, so the spec's paths also work at the root of a service's own host name.
 */
export function routeByHost(req: IncomingMessage, hosts: ReadonlyMap<string, ServiceName>): string {
  const url = req.url ?? '/';
  const header = req.headers['x-gateway-host'] ?? req.headers.host;
  const host = (Array.isArray(header) ? header[0] : header)?.toLowerCase().replace(/:\d+$/, '');
  const service = host ? hosts.get(host) : undefined;
  if (!service) return url;
  const path = url.split('?')[0];
  if (path === `/${service}` || path.startsWith(`/${service}/`)) return url;
  if (PLATFORM_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) return url;
  return `/${service}${url === '/' ? '' : url}`;
}
