import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Infrastructure } from '../../../../libs/platform/src/infrastructure';
import { INFRASTRUCTURE } from '../platform.tokens';

interface Check {
  status: 'up' | 'down';
  driver: string;
  latency_ms?: number;
  error?: string;
}

@ApiTags('ops')
@Controller('health')
export class HealthController {
  constructor(@Inject(INFRASTRUCTURE) private readonly infra: Infrastructure) {}

  @Get('live')
  @ApiOperation({ summary: 'Liveness: the process answers HTTP' })
  @ApiResponse({ status: 200, schema: { example: { status: 'ok' } } })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({ summary: 'Readiness: database, Redis and queues reachable' })
  @ApiResponse({
    status: 200,
    schema: {
      example: {
        status: 'ok',
        checks: { database: { status: 'up', driver: 'postgres', latency_ms: 1.2 }, redis: { status: 'up', driver: 'redis', latency_ms: 0.4 } },
      },
    },
  })
  @ApiResponse({ status: 503, description: 'A dependency is down; the body says which' })
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const { db, redis, jobs, drivers } = this.infra;
    const checks: Record<string, Check> = {
      database: await probe(drivers.database, () => db.sql.query('SELECT 1')),
      queues: await probe(jobs.driver, () => jobs.ping()),
    };
    if (redis) checks.redis = await probe('redis', () => redis.ping());
    const ok = Object.values(checks).every((c) => c.status === 'up');
    if (!ok) reply.status(503);
    return { status: ok ? 'ok' : 'unavailable', checks };
  }
}

async function probe(driver: string, check: () => Promise<unknown>, timeoutMs = 2000): Promise<Check> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs))),
    ]);
    return { status: 'up', driver, latency_ms: Math.round((performance.now() - started) * 100) / 100 };
  } catch (error) {
    return { status: 'down', driver, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
