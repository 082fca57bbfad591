/**
 * `npm run keys -- create --name acme --plan pro [--services numerology,quotes]`
 * `npm run keys -- list`
 * `npm run keys -- revoke <key id>`
 * Works on the configured database (DATABASE_URL; with the embedded PGlite database, stop the server first or use
 * the admin endpoints: PGlite serves one process). Revocation also sets the Redis flag (REDIS_URL) that running
 * API processes check on every request, so it takes effect at once.
 */
import { Redis } from 'ioredis';
import { loadConfig } from '../libs/platform/src/config/config';
import { migrateDatabase, openDatabase } from '../libs/platform/src/database/database';
import { RedisCounters } from '../libs/platform/src/drivers/redis-counters';
import { InvalidParameterError } from '../libs/platform/src/problems/invalid-parameter.error';
import { createKey, revokeKey } from '../libs/gateway/src/key-admin';
import { ApiKeyRepository } from '../libs/gateway/src/repository/api-key.repository';
import { PlanRepository } from '../libs/gateway/src/repository/plan.repository';
import { seedDatabase } from '../prisma/seed-database';

const USAGE = `usage:
  npm run keys -- create --name <name> --plan <free|pro|ultra|mega> [--services numerology,quotes,...]
  npm run keys -- list
  npm run keys -- revoke <key id>`;

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  if (!command || !['create', 'list', 'revoke'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  const redis = config.redisUrl ? new Redis(config.redisUrl) : null;
  try {
    await migrateDatabase(db);
    await seedDatabase(db.prisma, { info: () => undefined });
    const repo = new ApiKeyRepository(db.prisma);
    if (command === 'create') {
      const plans = (await new PlanRepository(db.prisma).list()).map((p) => p.id);
      const services = flag(args, 'services')?.split(',').map((s) => s.trim()).filter(Boolean) ?? [];
      const { key, record } = await createKey(repo, plans, { name: flag(args, 'name') ?? '', planId: flag(args, 'plan') ?? '', services });
      console.log(`created ${record.id} (${record.name}, plan ${record.planId}, services ${record.services.join(',') || 'all'})`);
      console.log(`\n  ${key}\n`);
      console.log('Store this key now: only its hash is kept, it cannot be shown again.');
    } else if (command === 'list') {
      for (const k of await repo.list()) {
        console.log([k.id, k.keyPrefix + '…', k.planId, k.services.join(',') || 'all', k.createdAt.toISOString(), k.revokedAt ? `revoked ${k.revokedAt.toISOString()}` : 'active', k.name].join('\t'));
      }
    } else {
      const id = args[0];
      if (!id) {
        console.error(USAGE);
        return 2;
      }
      const counters = redis ? new RedisCounters(redis, config.redisPrefix) : null;
      const record = await revokeKey(repo, counters, id, new Date());
      if (!record) {
        console.error(`no key with id ${id}`);
        return 1;
      }
      console.log(`revoked ${record.id} at ${record.revokedAt!.toISOString()}`);
      if (!redis) console.log('(no REDIS_URL: a running embedded server keeps the key cached for up to 5 minutes; prefer DELETE /admin/keys/<id>)');
    }
    return 0;
  } catch (error) {
    if (error instanceof InvalidParameterError) {
      console.error(error.issues.map((i) => `--${i.parameter}: ${i.message}`).join('\n'));
      return 2;
    }
    throw error;
  } finally {
    await db.close();
    await redis?.quit();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
