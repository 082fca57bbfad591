/** `npm run db:seed`: migrates and seeds the configured database (DATABASE_URL, or the embedded one). */
import { loadConfig } from '../libs/platform/src/config/config';
import { migrateDatabase, openDatabase } from '../libs/platform/src/database/database';
import { seedDatabase } from './seed-database';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const applied = await migrateDatabase(db);
    console.log(applied.length ? `migrations applied: ${applied.join(', ')}` : 'migrations: up to date');
    await seedDatabase(db.prisma, { info: (obj: object, msg?: string) => console.log(msg ?? '', JSON.stringify(obj)) } as never);
    console.log(`seeded (${db.driver})`);
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
