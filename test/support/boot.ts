/**
 * Boots the real platform for an e2e test: configuration from the test environment, real infrastructure
 * (PostgreSQL + Redis, or the embedded drivers), an in-process worker, and the API listening on a free port.
 * Every boot gets its own Redis prefix (and, embedded, its own PGlite directory) so tests cannot see each other.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Type } from '@nestjs/common';
import { loadConfig, type AppConfig } from '../../libs/platform/src/config/config';
import { createInfrastructure, type Infrastructure } from '../../libs/platform/src/infrastructure';
import { createLogger } from '../../libs/platform/src/logging/logger';
import { createApiApp } from '../../apps/api/src/create-api-app';
import { startWorker, type WorkerOptions } from '../../apps/worker/src/start-worker';
import { seedDatabase } from '../../prisma/seed-database';
import { testServices } from './test-environment';

export interface TestApp {
  baseUrl: string;
  infra: Infrastructure;
  config: AppConfig;
  close(): Promise<void>;
}

export interface BootOptions {
  env?: Record<string, string>;
  extraModules?: Type[];
  /** Run a worker in this process (default true); false leaves jobs for another process to take. */
  worker?: boolean | WorkerOptions;
  /** Runs after migrations and seed, before the API starts (e.g. to add test plans). */
  beforeApi?: (infra: Infrastructure) => Promise<void>;
  /** The gateway's clock. */
  clock?: () => number;
}

export function testEnv(extra: Record<string, string> = {}): { env: Record<string, string>; cleanup: () => void } {
  const services = testServices();
  const dataDir = mkdtempSync(join(tmpdir(), 'almanac-test-'));
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.ALMANAC_TEST_LOG ?? 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    REDIS_PREFIX: `${services.redisPrefix}-${randomBytes(3).toString('hex')}`,
    JOB_BACKOFF_MS: '50',
    WORKER_LOCK_MS: '2000',
    SHUTDOWN_TIMEOUT_MS: '5000',
    ...(services.databaseUrl ? { DATABASE_URL: services.databaseUrl } : {}),
    ...(services.redisUrl ? { REDIS_URL: services.redisUrl } : {}),
    ...extra,
  };
  return { env, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

export async function bootTestApp(options: BootOptions = {}): Promise<TestApp> {
  const { env, cleanup } = testEnv(options.env);
  const config = loadConfig(env);
  const logger = createLogger(config.logLevel, 'almanac-test');
  const infra = await createInfrastructure(config, logger);
  await seedDatabase(infra.db.prisma, logger);
  if (options.worker !== false) await startWorker(infra, typeof options.worker === 'object' ? options.worker : {});
  await options.beforeApi?.(infra);
  const api = await createApiApp(infra, { extraModules: options.extraModules, clock: options.clock });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const address = await api.app.getUrl();
  return {
    baseUrl: address.replace('[::1]', '127.0.0.1'),
    infra,
    config,
    async close() {
      await api.close();
      await infra.close();
      cleanup();
    },
  };
}
