/**
 * bench:http — requests/s and p99 of a bare Fastify hello-world and of a real inline Almanac endpoint through the
 * whole stack, on this machine, in one run: once with AUTH_MODE=off and once with the gateway on (a real API key:
 * key check, one atomic quota/burst step, rate-limit headers). Each server runs in its own process; autocannon
 * drives it from this one. Runs alternate (bare, almanac, gateway, bare, ...) so drift in machine load hits all;
 * medians are reported with their ratios. Targets: almanac ≥ 0.6 × bare; the gateway costs < 10% of almanac.
 *
 *   npm run bench:http                       (BENCH_ROUNDS=3 BENCH_SECONDS=8 BENCH_CONNECTIONS=50)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ALMANAC_PATH = process.env.BENCH_PATH ?? '/ethiopian-calendar/to-gregorian?year=2016&month=1&day=1';

interface Sample {
  rps: number;
  /** Server CPU (user + system) per request, µs: robust to other load on the machine, unlike req/s. */
  cpuUs: number;
  p99: number;
  p50: number;
  errors: number;
  non2xx: number;
}

async function startServer(script: string, env: Record<string, string>): Promise<{ url: string; child: ChildProcess; key?: string }> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', join(__dirname, 'servers', script)], {
    env: { ...process.env, ...env },
    // Servers announce their address on stderr; their stdout (the JSON request log) goes to /dev/null, so the
    // server pays for every log write while this process, which also generates the load, reads nothing.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (d: Buffer) => {
      seen += d.toString();
      const m = /LISTENING (\S+)/.exec(seen);
      if (m) {
        child.stderr!.off('data', onData);
        child.stderr!.resume();
        resolve({ url: m[1], child, key: /KEY (\S+)/.exec(seen)?.[1] });
      }
    };
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${seen.slice(-2000)}`)));
  });
}

/** utime + stime of a process in µs (Linux /proc; clock ticks of 10 ms). */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

async function load(url: string, pid: number, headers: Record<string, string> = {}): Promise<Sample> {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 }); // warm-up: JIT, caches, connections
  const cpuBefore = cpuMicros(pid);
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  const cpuUs = (cpuMicros(pid) - cpuBefore) / Math.max(1, r.requests.total);
  return { rps: r.requests.average, cpuUs, p99: r.latency.p99, p50: r.latency.p50, errors: r.errors, non2xx: r.non2xx };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'almanac-bench-'));
  const gatewayDir = mkdtempSync(join(tmpdir(), 'almanac-bench-gw-'));
  const almanacEnv = { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', NODE_ENV: 'production', AUTH_MODE: 'off' };
  const bare = await startServer('bare-fastify.ts', { PORT: '0' });
  const almanac = await startServer('almanac.ts', almanacEnv);
  // Its own data dir (PGlite serves one process) and Redis prefix; the same Redis/PostgreSQL if configured.
  const gateway = await startServer('almanac.ts', { ...almanacEnv, DATA_DIR: gatewayDir, AUTH_MODE: 'required', REDIS_PREFIX: `almanac-bench-${process.pid}` });
  const keyHeader = { 'x-gateway-key': gateway.key! };
  for (const [server, headers] of [[almanac, {}], [gateway, keyHeader]] as const) {
    const probe = await fetch(server.url + ALMANAC_PATH, { headers });
    if (probe.status !== 200) throw new Error(`${ALMANAC_PATH} answered ${probe.status}: ${await probe.text()}`);
  }
  console.log(`bench:http  ${ROUNDS} rounds × ${SECONDS}s, ${CONNECTIONS} connections, node ${process.version}`);
  console.log(`  bare:    GET /hello`);
  console.log(`  almanac: GET ${ALMANAC_PATH}  (config: ${process.env.REDIS_URL ? 'Redis' : 'embedded'}, LOG_LEVEL=${almanacEnv.LOG_LEVEL})`);
  console.log(`  gateway: the same with AUTH_MODE=required and an API key\n`);
  const samples: Record<'bare' | 'almanac' | 'gateway', Sample[]> = { bare: [], almanac: [], gateway: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [name, server, path, headers] of [
      ['bare', bare, '/hello', {}],
      ['almanac', almanac, ALMANAC_PATH, {}],
      ['gateway', gateway, ALMANAC_PATH, keyHeader],
    ] as const) {
      const s = await load(server.url + path, server.child.pid!, headers);
      samples[name].push(s);
      console.log(
        `  round ${round} ${name.padEnd(8)} ${s.rps.toFixed(0).padStart(7)} req/s  ${s.cpuUs.toFixed(1).padStart(6)} µs CPU/req  p50 ${s.p50} ms  p99 ${s.p99} ms  errors ${s.errors} non-2xx ${s.non2xx}`,
      );
    }
  }
  const summary = (name: 'bare' | 'almanac' | 'gateway') => ({
    rps: median(samples[name].map((s) => s.rps)),
    cpu: median(samples[name].map((s) => s.cpuUs)),
    p99: median(samples[name].map((s) => s.p99)),
  });
  const b = summary('bare');
  const a = summary('almanac');
  console.log(`\n  median bare     ${b.rps.toFixed(0)} req/s, ${b.cpu.toFixed(1)} µs CPU/req, p99 ${b.p99} ms`);
  console.log(`  median almanac  ${a.rps.toFixed(0)} req/s, ${a.cpu.toFixed(1)} µs CPU/req, p99 ${a.p99} ms`);
  const g = summary('gateway');
  console.log(`  median gateway  ${g.rps.toFixed(0)} req/s, ${g.cpu.toFixed(1)} µs CPU/req, p99 ${g.p99} ms`);
  console.log(`  ratio almanac/bare = ${(a.rps / b.rps).toFixed(2)} by req/s, ${(b.cpu / a.cpu).toFixed(2)} by CPU per request  (target >= 0.60)`);
  console.log(`  ratio gateway/bare = ${(g.rps / b.rps).toFixed(2)} by req/s, ${(b.cpu / g.cpu).toFixed(2)} by CPU per request`);
  console.log(
    `  gateway cost = ${((1 - g.rps / a.rps) * 100).toFixed(1)}% of the inline endpoint's throughput, ${((1 - a.cpu / g.cpu) * 100).toFixed(1)}% by CPU per request  (target < 10%)`,
  );
  for (const server of [bare, almanac, gateway]) server.child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(gatewayDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
