/**
 * Builds each port's drivers for the contract suites: the real Redis/BullMQ driver (this run's own prefix) and
 * the in-process one. Contract suites live in test/ports and need Redis, so they run in the services pass.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { BullmqJobQueue } from '../../libs/platform/src/drivers/bullmq-job-queue';
import { InlineJobQueue } from '../../libs/platform/src/drivers/inline-job-queue';
import { LruCache } from '../../libs/platform/src/drivers/lru-cache';
import { MemoryCounters } from '../../libs/platform/src/drivers/memory-counters';
import { RedisCache } from '../../libs/platform/src/drivers/redis-cache';
import { RedisCounters } from '../../libs/platform/src/drivers/redis-counters';
import { createLogger } from '../../libs/platform/src/logging/logger';
import type { Cache } from '../../libs/platform/src/ports/cache.port';
import type { Counters } from '../../libs/platform/src/ports/counters.port';
import type { JobQueue } from '../../libs/platform/src/ports/job-queue.port';
import { testServices } from '../support/test-environment';

export interface DriverCase<T> {
  name: string;
  create(): Promise<{ port: T; close(): Promise<void> }>;
}

const prefix = () => `${testServices().redisPrefix}-port-${randomBytes(3).toString('hex')}`;
const redisUrl = () => testServices().redisUrl!;

export const jobQueueDrivers: DriverCase<JobQueue>[] = [
  {
    name: 'bullmq',
    async create() {
      const port = new BullmqJobQueue({ redisUrl: redisUrl(), prefix: prefix(), retentionMs: 60_000, lockMs: 2000, logger: createLogger('silent', 'test') });
      return { port, close: () => port.close(5000) };
    },
  },
  {
    name: 'inline',
    async create() {
      const port = new InlineJobQueue(60_000);
      return { port, close: () => port.close(5000) };
    },
  },
];

export const cacheDrivers: DriverCase<Cache>[] = [
  {
    name: 'redis',
    async create() {
      const redis = new Redis(redisUrl());
      return { port: new RedisCache(redis, prefix()), close: async () => void (await redis.quit()) };
    },
  },
  { name: 'lru', async create() { return { port: new LruCache(1000), close: async () => undefined }; } },
];

export const counterDrivers: DriverCase<Counters>[] = [
  {
    name: 'redis',
    async create() {
      const redis = new Redis(redisUrl());
      return { port: new RedisCounters(redis, prefix()), close: async () => void (await redis.quit()) };
    },
  },
  { name: 'memory', async create() { return { port: new MemoryCounters(), close: async () => undefined }; } },
];
