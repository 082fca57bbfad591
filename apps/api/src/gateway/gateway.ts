/**
 * The gateway (DESIGN.md section 5), run as a Fastify onRequest hook before Nest routing so a refused request
 * costs almost nothing:
 *  - service routes (and /jobs) need `x-gateway-key`: missing → 401, unknown or revoked → 403, not allowed for
 *    the service the path names → 403;
 *  - each admitted service request is counted against the key's plan in ONE atomic Counters call (monthly quota,
 *    per-second burst, revocation flag), answered with the rate-limit headers; over a limit → 429 + Retry-After;
 *  - a request that fails on our side (5xx) is given back to the quota;
 *  - ops routes (/metrics, /health/ready) take ADMIN_TOKEN instead; /health/live, /docs and /openapi.json are open.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { SERVICES, type AppConfig } from '../../../../libs/platform/src/config/config';
import type { Counters } from '../../../../libs/platform/src/ports/counters.port';
import { ProblemError, Problems } from '../../../../libs/platform/src/problems/problem';
import { looksLikeApiKey } from '../../../../libs/gateway/src/api-key';
import { monthCounterKey, monthWindow, revokedFlagKey, secondCounterKey, secondsUntil, type MonthWindow } from '../../../../libs/gateway/src/quota-windows';
import { rateLimitHeaders } from '../../../../libs/gateway/src/rate-limit-headers';
import { sendProblem } from '../http/problem.filter';
import { checkAdminToken } from '../ops/admin-token';
import type { KeyDirectory } from './key-directory';
import type { PlanDirectory } from './plan-directory';
import type { UsageFlusher } from './usage-flusher';

type Scope = { kind: 'service'; service: string } | { kind: 'jobs' } | { kind: 'ops' } | { kind: 'open' };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request was counted against a monthly quota, so a 5xx can give it back. */
    quotaCharge?: { key: string; expiresAtMs: number };
  }
}

const OPS_PATHS = new Set(['/metrics', '/health/ready']);
/** Static assets that readings link to: an <img> tag cannot send a key, so they are public and not counted. */
const PUBLIC_ASSET = /^\/numerology\/tarot\/cards\/[a-z0-9-]+\.svg$/;

const SCOPE_OPEN: Scope = { kind: 'open' };
const SCOPE_JOBS: Scope = { kind: 'jobs' };
const SCOPE_OPS: Scope = { kind: 'ops' };
const SERVICE_SCOPES = new Map<string, Scope>(SERVICES.map((service) => [service, { kind: 'service', service }]));

/** Which guard a request path falls under. Runs on every request, so it scans characters instead of splitting. */
export function scopeOf(url: string): Scope {
  let end = url.length;
  for (let i = 1; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c === 63 /* ? */ || c === 35 /* # */) {
      end = i;
      break;
    }
  }
  const slash = url.indexOf('/', 1);
  const first = url.slice(1, slash === -1 || slash > end ? end : slash);
  const service = SERVICE_SCOPES.get(first);
  if (service) return PUBLIC_ASSET.test(url.slice(0, end)) ? SCOPE_OPEN : service;
  if (first === 'jobs') return SCOPE_JOBS;
  if (OPS_PATHS.has(url.slice(0, end).replace(/\/+$/, ''))) return SCOPE_OPS;
  return SCOPE_OPEN;
}

export class Gateway {
  constructor(
    private readonly config: AppConfig,
    private readonly keys: KeyDirectory,
    private readonly plans: PlanDirectory,
    private readonly counters: Counters,
    private readonly usage: UsageFlusher,
    private readonly logger: Logger,
    private readonly clock: () => number = Date.now,
  ) {}

  readonly onRequest = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    try {
      await this.admit(request, reply);
    } catch (error) {
      if (!(error instanceof ProblemError)) this.logger.error({ err: error, reqId: request.id }, 'gateway failed');
      const failure =
        error instanceof ProblemError
          ? error
          : Problems.unavailable('gateway-unavailable', 'The API key check could not be completed; try again shortly.', 1);
      return sendProblem(reply, request, failure);
    }
  };

  /** Gives a server-side failure back to the quota (the client did nothing wrong). */
  readonly onResponse = (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    const charge = request.quotaCharge;
    if (charge && reply.statusCode >= 500) {
      this.counters.add(charge.key, -1, charge.expiresAtMs).catch((err) => this.logger.warn({ err }, 'quota refund failed'));
    }
    done();
  };

  private currentMonth: MonthWindow = monthWindow(0);

  /** The month window, recomputed only when the clock leaves it. */
  private month(now: number): MonthWindow {
    if (now < this.currentMonth.startMs || now >= this.currentMonth.resetMs) this.currentMonth = monthWindow(now);
    return this.currentMonth;
  }

  private async admit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const scope = scopeOf(request.url);
    if (scope.kind === 'open') return;
    if (scope.kind === 'ops') return checkAdminToken(request, this.config.adminToken);

    const header = request.headers['x-gateway-key'];
    const presented = (Array.isArray(header) ? header[0] : header)?.trim();
    if (!presented) {
      throw new ProblemError({
        status: 401,
        code: 'missing-key',
        title: 'API key required',
        detail: 'Send your API key in the x-gateway-key header (and the service host in x-gateway-host). Keys are issued by the operator (npm run keys -- create, or POST /admin/keys).',
        headers: { 'www-authenticate': 'ApiKey header="x-gateway-key"' },
      });
    }
    const record = looksLikeApiKey(presented) ? await this.keys.findByKey(presented) : null;
    if (!record) {
      throw Problems.forbidden('unknown-key', 'This API key is not known. Check that you copied the whole key (it starts with alm_), or ask for a new one.');
    }
    if (record.revokedAt) throw revoked();
    if (scope.kind === 'service' && record.services.length > 0 && !record.services.includes(scope.service)) {
      throw Problems.forbidden(
        'key-not-allowed-for-service',
        `This API key is not allowed to call the ${scope.service} service (it may call: ${record.services.join(', ')}). Use a key issued for ${scope.service}.`,
      );
    }
    const plan = this.plans.get(record.planId);
    if (!plan) throw Problems.unavailable('plan-unknown', `The plan "${record.planId}" of this key is not configured.`, 60);

    const now = this.clock();
    const month = this.month(now);
    const monthKey = monthCounterKey(record.id, month.month);
    const monthExpiry = month.resetMs + 35 * 24 * 3600_000; // kept past the month for the usage flush
    const windows =
      scope.kind === 'service'
        ? [
            { key: monthKey, limit: plan.monthlyRequests, expiresAtMs: monthExpiry },
            { key: secondCounterKey(record.id, now), limit: plan.burstPerSecond, expiresAtMs: now + 2000 },
          ]
        : [{ key: secondCounterKey(record.id, now), limit: plan.burstPerSecond, expiresAtMs: now + 2000 }];
    const result = await this.counters.consume(windows, 1, [revokedFlagKey(record.id)]);
    if (result.vetoed) {
      this.keys.forgetId(record.id);
      throw revoked();
    }
    request.principal = { owner: record.id, keyId: record.id };
    if (scope.kind !== 'service') {
      if (!result.allowed) throw burstExceeded(plan.name, plan.burstPerSecond);
      return;
    }
    const resetSeconds = secondsUntil(month.resetMs, now);
    const headers = rateLimitHeaders({
      monthlyLimit: plan.monthlyRequests,
      monthlyUsed: result.counts[0],
      monthlyResetSeconds: resetSeconds,
      monthSeconds: Math.round((month.resetMs - month.startMs) / 1000),
      burstLimit: plan.burstPerSecond,
      burstUsed: result.counts[1],
    });
    reply.headers(headers);
    if (!result.allowed) {
      if (result.blockedBy === 0) {
        throw new ProblemError({
          status: 429,
          code: 'monthly-quota-exceeded',
          title: 'Monthly quota exceeded',
          detail: `The ${plan.name} plan allows ${plan.monthlyRequests} requests per calendar month (UTC); this key has used them all. The quota resets at ${new Date(month.resetMs).toISOString()}, or move to a larger plan.`,
          headers: { 'retry-after': String(resetSeconds) },
          extensions: { policy: 'monthly', limit: plan.monthlyRequests, reset: new Date(month.resetMs).toISOString() },
        });
      }
      throw burstExceeded(plan.name, plan.burstPerSecond);
    }
    request.quotaCharge = { key: monthKey, expiresAtMs: monthExpiry };
    this.usage.touch(record.id, month.month);
  }
}

function revoked(): ProblemError {
  return Problems.forbidden('revoked-key', 'This API key has been revoked. Ask for a new key.');
}

function burstExceeded(planName: string, perSecond: number): ProblemError {
  return new ProblemError({
    status: 429,
    code: 'burst-limit-exceeded',
    title: 'Too many requests',
    detail: `The ${planName} plan allows ${perSecond} requests per second per key; slow down and retry after the Retry-After delay.`,
    headers: { 'retry-after': '1' },
    extensions: { policy: 'burst', limit: perSecond },
  });
}
