/**
 * The raw SQL access the migration runner and health checks need, over either PostgreSQL (pg pool) or PGlite.
 * Application queries go through Prisma; this exists because migrations must run before Prisma is trusted.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';

export interface SqlExecutor {
  /** Runs one or more statements (no parameters), e.g. a migration file. */
  exec(sql: string): Promise<void>;
  query<R extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
  /** Runs `work` on one connection inside a transaction. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
}

export function pgExecutor(pool: Pool): SqlExecutor {
  return {
    async exec(sql) {
      await pool.query(sql);
    },
    async query(sql, params) {
      return (await pool.query(sql, params)).rows;
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const tx: SqlExecutor = {
          exec: async (sql) => void (await client.query(sql)),
          query: async (sql, params) => (await client.query(sql, params)).rows,
          transaction: (inner) => inner(tx),
        };
        const result = await work(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

export function pgliteExecutor(db: PGlite): SqlExecutor {
  const self: SqlExecutor = {
    async exec(sql) {
      await db.exec(sql);
    },
    async query<R extends Record<string, unknown>>(sql: string, params?: unknown[]) {
      return (await db.query<R>(sql, params)).rows;
    },
    async transaction(work) {
      return db.transaction(async (t) => {
        const tx: SqlExecutor = {
          exec: async (sql) => void (await t.exec(sql)),
          query: async <R extends Record<string, unknown>>(sql: string, params?: unknown[]) =>
            (await t.query<R>(sql, params)).rows,
          transaction: (inner) => inner(tx),
        };
        return work(tx);
      });
    },
  };
  return self;
}
