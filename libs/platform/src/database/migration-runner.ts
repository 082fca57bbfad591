/**
 * Applies prisma/migrations/<name>/migration.sql files in name order, each once, inside a transaction, recording
 * them in a ledger table with a checksum. A PostgreSQL advisory lock serialises API and worker processes that
 * start together. An applied migration whose file changed afterwards stops start-up: edit by adding a new one.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SqlExecutor } from './sql-executor';

const LEDGER = '_almanac_migrations';
const LOCK_ID = 727_301_001;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export async function readMigrations(dir: string): Promise<Migration[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

export async function migrate(db: SqlExecutor, migrations: readonly Migration[]): Promise<string[]> {
  await db.exec(
    `CREATE TABLE IF NOT EXISTS ${LEDGER} (
       name text PRIMARY KEY,
       checksum text NOT NULL,
       applied_at timestamptz NOT NULL DEFAULT now()
     )`,
  );
  return db.transaction(async (tx) => {
    // Transaction-scoped: released at commit or rollback, whichever process holds it.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
    const rows = await tx.query<{ name: string; checksum: string }>(`SELECT name, checksum FROM ${LEDGER}`);
    const applied = new Map(rows.map((r) => [r.name, r.checksum]));
    const done: string[] = [];
    for (const m of migrations) {
      const known = applied.get(m.name);
      if (known !== undefined) {
        if (known !== m.checksum) {
          throw new Error(`migration ${m.name} was changed after it was applied; add a new migration instead`);
        }
        continue;
      }
      await tx.exec(m.sql);
      await tx.query(`INSERT INTO ${LEDGER} (name, checksum) VALUES ($1, $2)`, [m.name, m.checksum]);
      done.push(m.name);
    }
    return done;
  });
}
