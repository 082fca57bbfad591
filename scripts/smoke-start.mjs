#!/usr/bin/env node
// Smoke test of what `npm start` runs: the compiled standalone process (dist/), embedded configuration, in a
// fresh data directory. It must start, answer, and stop cleanly on SIGTERM. Prints "N passed, N failed".
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'almanac-smoke-'));
const env = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' };
delete env.DATABASE_URL;
delete env.REDIS_URL;
const child = spawn(process.execPath, ['dist/apps/standalone/src/main.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
let log = '';
child.stdout.on('data', (d) => (log += d));
child.stderr.on('data', (d) => (log += d));
const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));

const checks = [
  ['/health/ready', (b) => b.status === 'ok'],
  ['/ethiopian-calendar/to-gregorian?year=2016&month=1&day=1', (b) => b.gregorian_date === '2023-09-12'],
  ['/numerology/life_path?year=1942&month=6&day=18', (b) => b.life_path_number === 22 && b.master_number === true],
  ['/calculators/loan?loan=200000&rate=6&term=360', (b) => b.monthly_payment === '$1199.10'],
  ['/packets/analyze', (b) => b.status === 'ok' && typeof b.threat_score === 'number'],
  ['/numerology/tarot/cards/the-fool.svg', (_b, text) => text.startsWith('<svg') || text.startsWith('<?xml')],
];

let passed = 0;
let failed = 0;
try {
  const deadline = Date.now() + 120_000;
  let address;
  while (!(address = /listening on (http:\/\/[^\s"]+)/.exec(log)?.[1])) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the standalone process did not start:\n${log.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const [path, ok] of checks) {
    const res = await fetch(address + path);
    const text = await res.text();
    let body = null;
    try {
      body = JSON.parse(text);
    } catch {}
    if (res.status === 200 && ok(body, text)) passed += 1;
    else {
      failed += 1;
      console.error(`FAIL ${path}: ${res.status} ${text.slice(0, 300)}`);
    }
  }
  child.kill('SIGTERM');
  const code = await exited;
  if (code === 0) passed += 1;
  else {
    failed += 1;
    console.error(`FAIL graceful stop: exit code ${code}`);
  }
} catch (error) {
  failed += 1;
  console.error(String(error));
  child.kill('SIGKILL');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
