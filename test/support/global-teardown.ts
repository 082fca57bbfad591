/** Drops this run's database and deletes its Redis keys; stops containers if global-setup started any. */
import { Redis } from 'ioredis';
import { Client } from 'pg';

export default async function globalTeardown(): Promise<void> {
  if (process.env.ALMANAC_TEST_MODE === 'embedded') return;
  const adminUrl = process.env.ALMANAC_TEST_ADMIN_DATABASE_URL;
  const database = process.env.ALMANAC_TEST_DATABASE_NAME;
  if (adminUrl && database) {
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  }
  const redisUrl = process.env.ALMANAC_TEST_REDIS_URL;
  const prefix = process.env.ALMANAC_TEST_REDIS_PREFIX;
  if (redisUrl && prefix) {
    const redis = new Redis(redisUrl);
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    await redis.quit();
  }
  const containers = (globalThis as { __almanacContainers?: { stop(): Promise<void> } }).__almanacContainers;
  await containers?.stop();
}
