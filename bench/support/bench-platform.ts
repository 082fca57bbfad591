/**
 * Boots the platform in this process for a benchmark, with DATABASE_URL/REDIS_URL from the environment when set
 * (else embedded), its own data directory and Redis prefix, content seeded as at start-up. `withApi` adds a
 * worker and the HTTP API on a free port.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type AppConfig } from '../../libs/platform/src/config/config';
import { createInfrastructure, type Infrastructure } from '../../libs/platform/src/infrastructure';
import { createLogger } from '../../libs/platform/src/logging/logger';
import { createApiApp } from '../../apps/api/src/create-api-app';
import { startWorker } from '../../apps/worker/src/start-worker';
import { seedDatabase } from '../../prisma/seed-database';

export interface BenchPlatform {
  config: AppConfig;
  infra: Infrastructure;
  dataDir: string;
  /** Set when booted with `withApi`. */
  baseUrl: string | null;
  close(): Promise<void>;
}

export async function bootBenchPlatform(name: string, options: { withApi?: boolean; env?: Record<string, string> } = {}): Promise<BenchPlatform> {
  const dataDir = mkdtempSync(join(tmpdir(), `almanac-bench-${name}-`));
  const config = loadConfig({
    NODE_ENV: 'production',
    AUTH_MODE: 'off',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    REDIS_PREFIX: `almanac-bench-${randomBytes(3).toString('hex')}`,
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...options.env,
  });
  const logger = createLogger(config.logLevel, 'almanac-bench');
  const infra = await createInfrastructure(config, logger);
  await seedDatabase(infra.db.prisma, logger);
  let stopWorker: (() => Promise<void>) | null = null;
  let api: Awaited<ReturnType<typeof createApiApp>> | null = null;
  let baseUrl: string | null = null;
  if (options.withApi) {
    stopWorker = await startWorker(infra);
    api = await createApiApp(infra);
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = (await api.app.getUrl()).replace('[::1]', '127.0.0.1');
  }
  return {
    config,
    infra,
    dataDir,
    baseUrl,
    async close() {
      await api?.close();
      await stopWorker?.();
      await infra.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
