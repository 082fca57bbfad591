/**
 * bench:charts — birth chart speed, in two measurements:
 *  1. in process: complete charts per second (all points, Placidus houses, aspects, moon phase, balance) and SVG
 *     wheels per second, over distinct birth data 1900-2100 (median of several timed runs after a warm-up);
 *  2. over HTTP through the whole platform booted in this process: p50/p95 of GET /numerology/birth-chart and of
 *     GET /numerology/birth-chart/svg (distinct parameters, so every SVG is a job on the charts queue; then the same
 *     requests again, served from the cache). DATABASE_URL/REDIS_URL from the environment when set, else embedded.
 *
 *   node -r @swc-node/register bench/charts.bench.ts        BENCH_RUNS=5 BENCH_REQUESTS=200
 */
import 'reflect-metadata';
import { calculateBirthChart, type BirthInput } from '../libs/astrology/src/index';
import { renderWheelSvg } from '../libs/astrology/src/wheel/render-wheel';
import { bootBenchPlatform } from './support/bench-platform';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const ZONES = ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Kolkata', 'Australia/Sydney', 'America/Sao_Paulo'];

const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const fmt = (n: number, digits = 0): string => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Deterministic, distinct birth data: 1900-2100, every hour and minute, latitudes within ±60°. */
function birth(i: number): BirthInput {
  const x = (i * 2654435761) >>> 0;
  return {
    name: `Person ${i}`,
    year: 1900 + (x % 201),
    month: 1 + ((x >>> 8) % 12),
    day: 1 + ((x >>> 12) % 28),
    hour: (x >>> 16) % 24,
    minute: (x >>> 5) % 60,
    lat: ((x >>> 3) % 12000) / 100 - 60,
    lng: ((x >>> 7) % 36000) / 100 - 180,
    tz: ZONES[i % ZONES.length],
  };
}

function perSecond(work: (i: number) => unknown, warm = 2000): { median: number; runs: number[] } {
  for (let i = 0; i < warm; i++) work(i); // warm-up: JIT, Pluto and Chiron tracks for the whole range
  const runs: number[] = [];
  let k = warm;
  for (let r = 0; r < RUNS; r++) {
    let n = 0;
    const start = performance.now();
    let elapsed = 0;
    while (elapsed < 1000) {
      for (let i = 0; i < 20; i++) work(k++);
      n += 20;
      elapsed = performance.now() - start;
    }
    runs.push((n / elapsed) * 1000);
  }
  return { median: quantile(runs, 0.5), runs };
}

async function timed(url: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url);
  await res.text();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - start;
}

function query(b: BirthInput, extra: Record<string, string> = {}): string {
  const entries = Object.entries({ ...b, ...extra }).map(([k, v]): [string, string] => [k, String(v)]);
  return new URLSearchParams(entries).toString();
}

async function main(): Promise<void> {
  console.log(`bench:charts  node ${process.version}, ${RUNS} runs\n`);
  console.log('1. In process (distinct births 1900-2100):');
  const charts = perSecond((i) => calculateBirthChart(birth(i)));
  console.log(`   complete chart (JSON object)      median ${fmt(charts.median).padStart(6)} /s   runs ${charts.runs.map((x) => fmt(x)).join(', ')}`);
  const wheels = perSecond((i) => renderWheelSvg(calculateBirthChart(birth(i), { minorAspects: true }), { lang: 'EN', theme: 'classic' }), 300);
  console.log(`   chart + SVG wheel                 median ${fmt(wheels.median).padStart(6)} /s   runs ${wheels.runs.map((x) => fmt(x)).join(', ')}`);

  const platform = await bootBenchPlatform('charts', { withApi: true });
  const { infra } = platform;
  const baseUrl = platform.baseUrl!;
  try {
    console.log(`\n2. Over HTTP, ${REQUESTS} sequential requests each (jobs on ${infra.jobs.driver}, cache ${infra.cache.driver}):`);
    for (let i = 0; i < 20; i++) await timed(`${baseUrl}/numerology/birth-chart?${query(birth(100_000 + i))}`);
    const report = (name: string, times: number[]): void =>
      console.log(`   ${name.padEnd(44)} p50 ${fmt(quantile(times, 0.5), 1).padStart(6)} ms   p95 ${fmt(quantile(times, 0.95), 1).padStart(6)} ms`);
    const json: number[] = [];
    for (let i = 0; i < REQUESTS; i++) json.push(await timed(`${baseUrl}/numerology/birth-chart?${query(birth(200_000 + i))}`));
    report('GET /numerology/birth-chart', json);
    const svg: number[] = [];
    for (let i = 0; i < REQUESTS; i++) svg.push(await timed(`${baseUrl}/numerology/birth-chart/svg?${query(birth(300_000 + i), { lang: 'FR', theme: 'dark' })}`));
    report('GET /numerology/birth-chart/svg (each a job)', svg);
    const hit: number[] = [];
    for (let i = 0; i < REQUESTS; i++) hit.push(await timed(`${baseUrl}/numerology/birth-chart/svg?${query(birth(300_000 + i), { lang: 'FR', theme: 'dark' })}`));
    report('GET /numerology/birth-chart/svg (cached)', hit);
  } finally {
    await platform.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
