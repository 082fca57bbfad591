/**
 * Where e2e tests find PostgreSQL and Redis, and how each run isolates itself.
 *  - ALMANAC_TEST_MODE=embedded: nothing external (PGlite in a temp dir, in-process drivers).
 *  - otherwise DATABASE_URL and REDIS_URL (this machine and CI); without them, testcontainers where Docker runs.
 * global-setup.ts creates a database and a Redis prefix of this run's own and passes them on in
 * ALMANAC_TEST_DATABASE_URL and ALMANAC_TEST_REDIS_PREFIX.
 */
export type TestMode = 'services' | 'embedded';

export function testMode(): TestMode {
  return process.env.ALMANAC_TEST_MODE === 'embedded' ? 'embedded' : 'services';
}

export interface TestServices {
  databaseUrl: string | null;
  redisUrl: string | null;
  redisPrefix: string;
}

export function testServices(): TestServices {
  if (testMode() === 'embedded') return { databaseUrl: null, redisUrl: null, redisPrefix: 'almanac-embedded' };
  const databaseUrl = process.env.ALMANAC_TEST_DATABASE_URL;
  const redisUrl = process.env.ALMANAC_TEST_REDIS_URL;
  const redisPrefix = process.env.ALMANAC_TEST_REDIS_PREFIX;
  if (!databaseUrl || !redisUrl || !redisPrefix) {
    throw new Error('e2e services are not set up: run the tests through jest (global-setup.ts prepares them)');
  }
  return { databaseUrl, redisUrl, redisPrefix };
}
