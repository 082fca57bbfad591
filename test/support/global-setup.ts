/**
 * Runs once before the e2e tests: finds PostgreSQL and Redis (DATABASE_URL/REDIS_URL, else servers on their default
 * local ports, else testcontainers where Docker runs), creates
 * this run's own database and Redis prefix, and records them for the tests and for global-teardown.ts.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { Client } from 'pg';

export default async function globalSetup(): Promise<void> {
  if (process.env.ALMANAC_TEST_MODE === 'embedded') return;
  let databaseUrl = process.env.DATABASE_URL ?? (await reachablePostgres(LOCAL_POSTGRES));
  let redisUrl = process.env.REDIS_URL ?? (await reachableRedis(LOCAL_REDIS));
  if (!databaseUrl || !redisUrl) {
    const started = await startContainers();
    databaseUrl ??= started.databaseUrl;
    redisUrl ??= started.redisUrl;
  }
  const run = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const database = `almanac_test_${run}`;
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${database}"`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  process.env.ALMANAC_TEST_ADMIN_DATABASE_URL = databaseUrl;
  process.env.ALMANAC_TEST_DATABASE_URL = url.toString();
  process.env.ALMANAC_TEST_DATABASE_NAME = database;
  process.env.ALMANAC_TEST_REDIS_URL = redisUrl;
  process.env.ALMANAC_TEST_REDIS_PREFIX = `almanac-test-${run}`;
}

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/** Servers on their default local ports (as on the project's machines) are used when no URL is set. */
async function reachablePostgres(url: string): Promise<string | undefined> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return undefined;
  }
}

async function reachableRedis(url: string): Promise<string | undefined> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
    return url;
  } catch {
    return undefined;
  } finally {
    redis.disconnect();
  }
}

interface Containers {
  databaseUrl: string;
  redisUrl: string;
  stop(): Promise<void>;
}

/** The fallback for machines without DATABASE_URL/REDIS_URL: throwaway containers, if a Docker engine runs. */
async function startContainers(): Promise<Containers> {
  try {
    const { GenericContainer, Wait } = await import('testcontainers');
    const pg = await new GenericContainer('postgres:16-alpine')
      .withEnvironment({ POSTGRES_PASSWORD: 'almanac', POSTGRES_DB: 'test' })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
      .start();
    const redis = await new GenericContainer('redis:7-alpine').withExposedPorts(6379).start();
    const containers: Containers = {
      databaseUrl: `postgres://postgres:almanac@${pg.getHost()}:${pg.getMappedPort(5432)}/test`,
      redisUrl: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
      stop: async () => {
        await Promise.all([pg.stop(), redis.stop()]);
      },
    };
    (globalThis as { __almanacContainers?: Containers }).__almanacContainers = containers;
    return containers;
  } catch (error) {
    throw new Error(
      'The e2e tests need PostgreSQL and Redis: set DATABASE_URL and REDIS_URL (e.g. postgres://127.0.0.1:5432/test ' +
        'and redis://127.0.0.1:6379), or run where a Docker engine is available for testcontainers. ' +
        `(testcontainers said: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
    );
  }
}
