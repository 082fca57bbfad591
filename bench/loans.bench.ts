/**
 * bench:loans — how fast the loan calculator runs, in two measurements:
 *  1. in process: 360-month /loan results per second (full schedule, and the summary a batch can ask for), the
 *     median of several timed runs after a warm-up;
 *  2. end to end: a 10,000-loan POST /calculators/loan/batch through the whole platform booted in this process
 *     (HTTP → job queue → worker → result), with DATABASE_URL/REDIS_URL from the environment when set (BullMQ on
 *     Redis, PostgreSQL), else embedded (PGlite, in-process job driver).
 *
 *   npm run bench:loans                 BENCH_RUNS=5 BENCH_LOANS=10000 BENCH_FULL=1 (0 skips the full-schedule batch)
 */
import 'reflect-metadata';
import { calculateLoan, calculateLoanSummary, type LoanInput } from '../libs/finance/src/index';
import { bootBenchPlatform } from './support/bench-platform';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LOANS = Number(process.env.BENCH_LOANS ?? 10_000);
const FULL = process.env.BENCH_FULL !== '0';

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const fmt = (n: number, digits = 0): string => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const mb = (bytes: number): string => `${fmt(bytes / 1e6, 1)} MB`;

/** Results per second of `calc` on a 360-month loan: median of RUNS runs of about half a second each. */
function perSecond(calc: (input: LoanInput) => unknown): { median: number; runs: number[] } {
  const input: LoanInput = { loan: '200000', rate: '6.5', term: 360, type: 'mortgage' };
  for (let i = 0; i < 300; i++) calc(input); // warm-up: JIT and the formatter caches
  const runs: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    let n = 0;
    const start = performance.now();
    let elapsed = 0;
    while (elapsed < 500) {
      for (let i = 0; i < 50; i++) calc(input);
      n += 50;
      elapsed = performance.now() - start;
    }
    runs.push((n / elapsed) * 1000);
  }
  return { median: median(runs), runs };
}

/** Distinct loans (amount, rate and term vary) so nothing can be memoised; every 1000th is invalid on purpose. */
function batchBody(count: number): unknown[] {
  return Array.from({ length: count }, (_, i) =>
    i % 1000 === 999
      ? { loan: '-1', rate: '6', term: 360 }
      : { loan: String(100_000 + i * 7), rate: (3 + (i % 50) / 10).toFixed(1), term: 360, type: 'mortgage' },
  );
}

async function main(): Promise<void> {
  console.log(`bench:loans  node ${process.version}, ${RUNS} runs\n`);
  console.log('1. In process, one 360-month loan (200,000 at 6.5%):');
  for (const [name, calc] of [
    ['full result (360 rows + yearly totals)', calculateLoan],
    ['summary (figures only, as schedule=summary)', calculateLoanSummary],
  ] as const) {
    const r = perSecond(calc);
    console.log(`   ${name.padEnd(46)} median ${fmt(r.median).padStart(7)} /s   runs ${r.runs.map((x) => fmt(x)).join(', ')}`);
  }

  const platform = await bootBenchPlatform('loans', {
    withApi: true,
    env: { MAX_SYNC_WAIT_MS: '600000', ...(process.env.BODY_LIMIT_BYTES ? { BODY_LIMIT_BYTES: process.env.BODY_LIMIT_BYTES } : {}) },
  });
  const { infra, config } = platform;
  const baseUrl = platform.baseUrl!;
  try {
    const body = JSON.stringify(batchBody(LOANS));
    console.log(
      `\n2. End to end: POST /calculators/loan/batch with ${fmt(LOANS)} loans of 360 months (body ${mb(body.length)}, ` +
        `limit ${mb(config.bodyLimitBytes)}), jobs on ${infra.jobs.driver}, database ${infra.drivers.database}:`,
    );
    const modes: Array<{ schedule: 'summary' | 'full'; runs: number }> = [{ schedule: 'summary', runs: RUNS }];
    if (FULL) modes.push({ schedule: 'full', runs: 1 });
    for (const { schedule, runs } of modes) {
      const times: number[] = [];
      let bytes = 0;
      for (let r = 0; r < runs; r++) {
        const start = performance.now();
        const res = await fetch(`${baseUrl}/calculators/loan/batch?schedule=${schedule}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', prefer: 'wait=600' },
          body,
        });
        const text = await res.text();
        const elapsed = performance.now() - start;
        if (res.status !== 200) throw new Error(`schedule=${schedule} answered ${res.status}: ${text.slice(0, 500)}`);
        bytes = Buffer.byteLength(text);
        times.push(elapsed);
        if (r === 0) {
          const parsed = JSON.parse(text) as Array<{ status?: number }>;
          const problems = parsed.filter((x) => x.status === 400).length;
          if (parsed.length !== LOANS) throw new Error(`expected ${LOANS} results, got ${parsed.length}`);
          console.log(`   schedule=${schedule}: ${fmt(parsed.length)} results (${problems} problem objects, as planted), response ${mb(bytes)}`);
        }
      }
      const m = median(times);
      console.log(
        `   schedule=${schedule.padEnd(7)} median ${fmt(m / 1000, 2)} s  = ${fmt((LOANS / m) * 1000)} loans/s end to end` +
          `   runs ${times.map((x) => fmt(x / 1000, 2)).join(', ')} s`,
      );
    }
    console.log(`\n   peak RSS ${mb(process.resourceUsage().maxRSS * 1024)}`);
  } finally {
    await platform.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
