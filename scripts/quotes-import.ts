/**
 * `npm run quotes:import -- FILE [--map tags.json]`: imports a JSONL or CSV file of quotes (text, author, source,
 * category or tags; .gz accepted) into the configured database (DATABASE_URL, or the embedded one: stop the
 * server first, PGlite serves one process). `--map` names a JSON object of extra tag → category entries that
 * override the default map. Prints the counts of imported, duplicate and rejected rows.
 */
import { readFileSync } from 'node:fs';
import { loadConfig } from '../libs/platform/src/config/config';
import { migrateDatabase, openDatabase } from '../libs/platform/src/database/database';
import { tagMapWith } from '../libs/quotes/src/import/tag-map';
import { QuoteRepository } from '../libs/quotes/src/repository/quote.repository';
import { importQuotesFile } from '../libs/quotes/src/repository/quote-import';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const mapAt = args.indexOf('--map');
  const mapFile = mapAt >= 0 ? args[mapAt + 1] : undefined;
  const file = args.find((a, i) => !a.startsWith('--') && (mapAt < 0 || i !== mapAt + 1));
  if (!file) {
    console.error('usage: npm run quotes:import -- FILE.jsonl|FILE.csv[.gz] [--map tags.json]');
    return 2;
  }
  const tagMap = mapFile ? tagMapWith(JSON.parse(readFileSync(mapFile, 'utf8')) as Record<string, string>) : undefined;
  const config = loadConfig();
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(db);
    const started = Date.now();
    const counts = await importQuotesFile(new QuoteRepository(db.prisma), file, {
      tagMap,
      onProgress: (c) => {
        process.stderr.write(`\r${c.rows} rows: ${c.imported} imported, ${c.duplicate} duplicate, ${c.rejected} rejected`);
      },
    });
    process.stderr.write('\n');
    const seconds = (Date.now() - started) / 1000;
    console.log(JSON.stringify({ file, ...counts, seconds, rows_per_second: Math.round(counts.rows / Math.max(seconds, 0.001)) }, null, 2));
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
