/**
 * The database: the hand-written SQL migrations produce exactly the schema prisma/schema.prisma describes
 * (tables, columns, types, nullability, defaults, keys, indexes), the runner applies each migration once and
 * refuses an edited one, and the seed is idempotent. Runs on PostgreSQL and again on PGlite (embedded pass).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getDMMF } from '@prisma/internals';
import { loadConfig } from '../../libs/platform/src/config/config';
import { migrateDatabase, migrationsDir, openDatabase, type Database } from '../../libs/platform/src/database/database';
import { migrate, readMigrations } from '../../libs/platform/src/database/migration-runner';
import { DEFAULT_PLANS } from '../../libs/gateway/src/plans';
import { seedDatabase } from '../../prisma/seed-database';
import { testEnv } from '../support/boot';

const PG_TYPES: Record<string, string> = {
  String: 'text',
  Int: 'integer',
  BigInt: 'bigint',
  Boolean: 'boolean',
  DateTime: 'timestamp without time zone',
  Json: 'jsonb',
  Float: 'double precision',
  Decimal: 'numeric',
  Bytes: 'bytea',
};
const NATIVE_TYPES: Record<string, string> = {
  VarChar: 'character varying',
  Char: 'character',
  Text: 'text',
  Uuid: 'uuid',
  Timestamptz: 'timestamp with time zone',
  SmallInt: 'smallint',
  Inet: 'inet',
};

describe('database', () => {
  let db: Database;
  let cleanup: () => void;

  beforeAll(async () => {
    const env = testEnv();
    cleanup = env.cleanup;
    const config = loadConfig(env.env);
    db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
    await migrateDatabase(db);
  });
  afterAll(async () => {
    await db.close();
    cleanup();
  });

  it('matches prisma/schema.prisma: tables, columns, types, nullability, defaults, keys and indexes', async () => {
    const dmmf = await getDMMF({ datamodel: readFileSync(join(__dirname, '../../prisma/schema.prisma'), 'utf8') });
    const columns = await db.sql.query<{ table_name: string; column_name: string; data_type: string; is_nullable: string; column_default: string | null; datetime_precision: number | null }>(
      `SELECT table_name, column_name, data_type, is_nullable, column_default, datetime_precision
         FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_almanac_migrations'`,
    );
    const indexes = await db.sql.query<{ tablename: string; indexname: string; indexdef: string }>(
      `SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_almanac_migrations'`,
    );
    const tables = new Set(columns.map((c) => c.table_name));
    const models = dmmf.datamodel.models;
    expect([...tables].sort()).toEqual(models.map((m) => m.dbName ?? m.name).sort());

    const expectedIndexes: string[] = [];
    for (const model of models) {
      const table = model.dbName ?? model.name;
      const dbColumns = new Map(columns.filter((c) => c.table_name === table).map((c) => [c.column_name, c]));
      const scalarFields = model.fields.filter((f) => f.kind === 'scalar' || f.kind === 'enum');
      const columnOf = (field: string) => {
        const f = model.fields.find((x) => x.name === field)!;
        return f.dbName ?? f.name;
      };
      expect([...dbColumns.keys()].sort()).toEqual(scalarFields.map((f) => f.dbName ?? f.name).sort());
      for (const field of scalarFields) {
        const column = dbColumns.get(field.dbName ?? field.name)!;
        const native = field.nativeType ? NATIVE_TYPES[field.nativeType[0]] : undefined;
        const expectedType = field.isList ? 'ARRAY' : field.kind === 'enum' ? 'USER-DEFINED' : (native ?? PG_TYPES[field.type]);
        expect({ column: `${table}.${column.column_name}`, type: column.data_type }).toEqual({ column: `${table}.${column.column_name}`, type: expectedType });
        expect({ column: column.column_name, nullable: column.is_nullable === 'YES' }).toEqual({ column: column.column_name, nullable: !field.isRequired });
        expect({ column: column.column_name, hasDefault: column.column_default !== null }).toEqual({ column: column.column_name, hasDefault: field.hasDefaultValue });
        if (field.type === 'DateTime' && !native) expect(column.datetime_precision).toBe(3);
      }
      const pk = model.primaryKey?.fields ?? model.fields.filter((f) => f.isId).map((f) => f.name);
      expectedIndexes.push(`${table} UNIQUE (${pk.map(columnOf).join(',')})`);
    }
    for (const index of dmmf.datamodel.indexes) {
      if (index.type === 'id') continue;
      const model = models.find((m) => m.name === index.model)!;
      const table = model.dbName ?? model.name;
      const cols = index.fields.map((f) => model.fields.find((x) => x.name === f.name)!.dbName ?? f.name);
      expectedIndexes.push(`${table} ${index.type === 'unique' ? 'UNIQUE' : 'INDEX'} (${cols.join(',')})`);
    }
    const actual = indexes.map((i) => {
      const cols = /\((.*)\)$/.exec(i.indexdef)![1].replace(/"/g, '').replace(/\s+/g, '');
      return `${i.tablename} ${/CREATE UNIQUE INDEX/.test(i.indexdef) ? 'UNIQUE' : 'INDEX'} (${cols})`;
    });
    expect(actual.sort()).toEqual(expectedIndexes.sort());
  });

  it('applies each migration once and refuses one that was edited after it was applied', async () => {
    expect(await migrateDatabase(db)).toEqual([]);
    const migrations = await readMigrations(migrationsDir());
    expect(migrations.length).toBeGreaterThan(0);
    const edited = migrations.map((m, i) => (i === 0 ? { ...m, checksum: 'edited' } : m));
    await expect(migrate(db.sql, edited)).rejects.toThrow(/was changed after it was applied/);
    const applied = await db.sql.query<{ name: string }>('SELECT name FROM _almanac_migrations ORDER BY name');
    expect(applied.map((r) => r.name)).toEqual(migrations.map((m) => m.name));
  });

  it('seeds idempotently and keeps an operator\'s change to a plan', async () => {
    const log = { info: () => undefined };
    await seedDatabase(db.prisma, log);
    await db.prisma.plan.update({ where: { id: 'pro' }, data: { burstPerSecond: 99 } });
    await seedDatabase(db.prisma, log);
    // Other suites may add plans of their own to this run's database; the seed's are the defaults.
    const plans = await db.prisma.plan.findMany({ where: { id: { in: DEFAULT_PLANS.map((p) => p.id) } }, orderBy: { monthlyRequests: 'asc' } });
    expect(plans.map((p) => [p.id, p.monthlyRequests])).toEqual(DEFAULT_PLANS.map((p) => [p.id, p.monthlyRequests]));
    expect(plans.find((p) => p.id === 'pro')!.burstPerSecond).toBe(99);
    expect(plans.map((p) => p.monthlyRequests)).toEqual([100, 130_000, 550_000, 2_000_000]);
    await db.prisma.plan.update({ where: { id: 'pro' }, data: { burstPerSecond: DEFAULT_PLANS[1].burstPerSecond } });
  });
});
