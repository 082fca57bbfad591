/**
 * Chooses a driver for every port from the configuration (DESIGN.md 7a): REDIS_URL → BullMQ, Redis cache and
 * Redis counters; none → in-process drivers. DATABASE_URL → PostgreSQL; none → PGlite under DATA_DIR.
 */
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { AppConfig } from './config/config';
import { openDatabase, migrateDatabase, type Database } from './database/database';
import { BullmqJobQueue } from './drivers/bullmq-job-queue';
import { InlineJobQueue } from './drivers/inline-job-queue';
import { LocalBlobStore } from './drivers/local-blob-store';
import { LruCache } from './drivers/lru-cache';
import { MemoryCounters } from './drivers/memory-counters';
import { RedisCache } from './drivers/redis-cache';
import { RedisCounters } from './drivers/redis-counters';
import type { BlobStore } from './ports/blob-store.port';
import type { Cache } from './ports/cache.port';
import type { Counters } from './ports/counters.port';
import type { JobQueue } from './ports/job-queue.port';

export interface Infrastructure {
  config: AppConfig;
  logger: Logger;
  db: Database;
  jobs: JobQueue;
  cache: Cache;
  counters: Counters;
  blobs: BlobStore;
  /** The shared Redis connection (cache, counters, health), or null in the embedded configuration. */
  redis: Redis | null;
  drivers: Record<'database' | 'jobs' | 'cache' | 'counters' | 'blobs', string>;
  close(): Promise<void>;
}

export async function createInfrastructure(config: AppConfig, logger: Logger): Promise<Infrastructure> {
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrateDatabase(db);
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrations applied');

  let redis: Redis | null = null;
  let jobs: JobQueue;
  let cache: Cache;
  let counters: Counters;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
    redis.on('error', (error) => logger.warn({ err: error }, 'redis connection error'));
    await redis.ping();
    jobs = new BullmqJobQueue({
      redisUrl: config.redisUrl,
      prefix: `${config.redisPrefix}:bull`,
      retentionMs: config.jobRetentionMs,
      lockMs: config.workerLockMs,
      logger,
    });
    cache = new RedisCache(redis, config.redisPrefix);
    counters = new RedisCounters(redis, config.redisPrefix);
  } else {
    jobs = new InlineJobQueue(config.jobRetentionMs);
    cache = new LruCache(config.cacheMaxEntries);
    counters = new MemoryCounters();
  }
  const blobs = new LocalBlobStore(config.blobDir);
  const drivers = {
    database: db.driver === 'postgres' ? 'postgres' : `pglite (${config.dataDir})`,
    jobs: jobs.driver,
    cache: cache.driver,
    counters: counters.driver,
    blobs: `local (${config.blobDir})`,
  };
  let closed: Promise<void> | null = null;
  return {
    config,
    logger,
    db,
    jobs,
    cache,
    counters,
    blobs,
    redis,
    drivers,
    close() {
      closed ??= (async () => {
        await jobs.close(config.shutdownTimeoutMs);
        await redis?.quit().catch(() => undefined);
        await db.close();
      })();
      return closed;
    },
  };
}
