/** `npm run db:migrate`: applies pending SQL migrations to the configured database. */
import { loadConfig } from '../libs/platform/src/config/config';
import { migrateDatabase, openDatabase } from '../libs/platform/src/database/database';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const applied = await migrateDatabase(db);
    console.log(applied.length ? `applied: ${applied.join(', ')}` : 'up to date');
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
