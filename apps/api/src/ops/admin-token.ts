import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ProblemError, Problems } from '../../../../libs/platform/src/problems/problem';

/**
 * Ops routes (/admin/*) take ADMIN_TOKEN as `Authorization: Bearer <token>` or as the password of HTTP Basic auth
 * (any user name), so a browser can open Bull Board. Without ADMIN_TOKEN they are disabled.
 */
export function checkAdminToken(request: FastifyRequest, token: string | null): void {
  if (token === null) {
    throw Problems.forbidden('admin-disabled', 'Admin routes are disabled: set ADMIN_TOKEN to enable them.');
  }
  const header = request.headers.authorization ?? '';
  let presented: string | null = null;
  if (header.startsWith('Bearer ')) presented = header.slice(7).trim();
  else if (header.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    presented = decoded.slice(decoded.indexOf(':') + 1);
  }
  if (presented === null) {
    throw new ProblemError({
      status: 401,
      code: 'admin-token-missing',
      title: 'Unauthorized',
      detail: 'Send the admin token as "Authorization: Bearer <ADMIN_TOKEN>" (or as the Basic auth password).',
      headers: { 'www-authenticate': 'Basic realm="almanac-admin", charset="UTF-8"' },
    });
  }
  const a = Buffer.from(presented);
  const b = Buffer.from(token);
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    throw Problems.forbidden('admin-token-invalid', 'The admin token is not valid.');
  }
}
