/**
 * bench:quotes — the quotes store at scale:
 *  1. import: BENCH_QUOTES generated quotes (default 1,000,000, spread over the 21 categories) written as JSONL and
 *     imported through the same path as `npm run quotes:import` (parse, normalize, hash, dedup, dense seq): rows/s;
 *  2. random pick in the repository: p50/p99 of one pick (one indexed lookup of a random seq, cached count);
 *  3. random pick over HTTP: p50/p99 of GET /quotes/<category>, one request at a time, through the whole platform.
 * Uses DATABASE_URL/REDIS_URL when set (use a scratch database), else the embedded drivers. The generated rows are
 * deleted at the end (they are appended after the curated ones, so every category stays dense).
 *
 *   npm run bench:quotes                BENCH_QUOTES=1000000 BENCH_PICKS=20000 BENCH_HTTP=5000
 */
import 'reflect-metadata';
import { randomInt } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { once } from 'node:events';
import { CATEGORY_SLUGS } from '../libs/quotes/src/categories';
import { QuoteRepository } from '../libs/quotes/src/repository/quote.repository';
import { importQuotesFile } from '../libs/quotes/src/repository/quote-import';
import { createApiApp } from '../apps/api/src/create-api-app';
import { bootBenchPlatform } from './support/bench-platform';

const ROWS = Number(process.env.BENCH_QUOTES ?? 1_000_000);
const PICKS = Number(process.env.BENCH_PICKS ?? 20_000);
const HTTP_PICKS = Number(process.env.BENCH_HTTP ?? 5_000);
const BENCH_AUTHOR = 'Almanac Bench';

const fmt = (n: number, digits = 0): string => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
function report(name: string, samples: number[]): void {
  const s = [...samples].sort((a, b) => a - b);
  console.log(`   ${name.padEnd(44)} p50 ${fmt(percentile(s, 50), 3)} ms   p99 ${fmt(percentile(s, 99), 3)} ms   (${fmt(s.length)} samples)`);
}

const WORDS = 'time light river stone morning patience courage garden silence road mountain friend fire water seed harvest door lamp'.split(' ');

async function writeFile(path: string, rows: number): Promise<void> {
  const out = createWriteStream(path);
  for (let i = 0; i < rows; i++) {
    const words = Array.from({ length: 8 + (i % 12) }, (_, k) => WORDS[(i * 7 + k * 13) % WORDS.length]).join(' ');
    const line = JSON.stringify({ text: `${words} (${i}).`, author: BENCH_AUTHOR, category: CATEGORY_SLUGS[i % CATEGORY_SLUGS.length] }) + '\n';
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

async function main(): Promise<void> {
  const platform = await bootBenchPlatform('quotes');
  const { infra, dataDir } = platform;
  const repository = new QuoteRepository(infra.db.prisma);
  const file = join(dataDir, 'quotes.jsonl');
  try {
    console.log(`quotes bench (${infra.db.driver})\n\n1. Import of ${fmt(ROWS)} generated quotes`);
    await writeFile(file, ROWS);
    const started = performance.now();
    const counts = await importQuotesFile(repository, file, { batchSize: 5_000 });
    const seconds = (performance.now() - started) / 1000;
    console.log(`   ${fmt(counts.imported)} imported, ${fmt(counts.duplicate)} duplicate, ${fmt(counts.rejected)} rejected in ${fmt(seconds, 1)} s: ${fmt(counts.rows / seconds)} rows/s`);

    console.log(`\n2. Random pick in the repository (${fmt(await repository.count('wisdom'))} quotes in wisdom)`);
    for (let i = 0; i < 500; i++) await repository.random('wisdom', (n) => randomInt(n)); // warm-up
    const picks: number[] = [];
    for (let i = 0; i < PICKS; i++) {
      const t0 = performance.now();
      await repository.random(CATEGORY_SLUGS[i % CATEGORY_SLUGS.length], (n) => randomInt(n));
      picks.push(performance.now() - t0);
    }
    report('QuoteRepository.random', picks);

    const api = await createApiApp(infra);
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = (await api.app.getUrl()).replace('[::1]', '127.0.0.1');
    try {
      console.log('\n3. Random pick over HTTP, one request at a time');
      for (let i = 0; i < 200; i++) await (await fetch(`${baseUrl}/quotes/wisdom`)).text();
      const samples: number[] = [];
      for (let i = 0; i < HTTP_PICKS; i++) {
        const t0 = performance.now();
        const res = await fetch(`${baseUrl}/quotes/${CATEGORY_SLUGS[i % CATEGORY_SLUGS.length]}`);
        await res.text();
        if (res.status !== 200) throw new Error(`GET /quotes/... answered ${res.status}`);
        samples.push(performance.now() - t0);
      }
      report('GET /quotes/<category>', samples);
    } finally {
      await api.close();
    }
  } finally {
    await infra.db.sql.query(`DELETE FROM quotes WHERE author = '${BENCH_AUTHOR}'`);
    await platform.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
