/**
 * Opens the database: PostgreSQL through `@prisma/adapter-pg` when DATABASE_URL is set, otherwise embedded
 * PGlite under DATA_DIR through `pglite-prisma-adapter`. Same Prisma client, same migrations, same seed.
 */
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import { Pool } from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from './generated/client';
import { migrate, readMigrations } from './migration-runner';
import { pgExecutor, pgliteExecutor, type SqlExecutor } from './sql-executor';

export { PrismaClient } from './generated/client';

export interface Database {
  readonly driver: 'postgres' | 'pglite';
  readonly prisma: PrismaClient;
  readonly sql: SqlExecutor;
  close(): Promise<void>;
}


export async function openDatabase(options: { url: string | null; dataDir: string; poolSize?: number }): Promise<Database> {
  if (options.url) {
    const pool = new Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on('error', () => undefined); // idle-client errors surface on the next query instead
    const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
    return {
      driver: 'postgres',
      prisma,
      sql: pgExecutor(pool),
      async close() {
        await prisma.$disconnect();
        await pool.end();
      },
    };
  }
  const dir = join(options.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const pglite = new PGlite(dir);
  await pglite.waitReady;
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return {
    driver: 'pglite',
    prisma,
    sql: pgliteExecutor(pglite),
    async close() {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}

/** Applies pending migrations; returns the names applied now. */
export async function migrateDatabase(db: Database, dir: string = migrationsDir()): Promise<string[]> {
  return migrate(db.sql, await readMigrations(dir));
}

/** prisma/migrations, found from the source tree or from the compiled tree (dist/libs/... → prisma/). */
export function migrationsDir(): string {
  const root = __dirname.includes(`${join('/', 'dist', '/')}`) ? __dirname.split(`${join('/', 'dist', '/')}`)[0] : resolve(__dirname, '../../../..');
  return join(root, 'prisma', 'migrations');
}
