#!/usr/bin/env node
// `npm test`: type-check, build, unit tests, e2e against PostgreSQL + Redis, a smoke test of the compiled
// standalone process (what `npm start` runs), e2e again in the embedded configuration.
// Prints one closing line "N passed, N failed" over all passes and exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const jest = ['--experimental-vm-modules', '--no-warnings', 'node_modules/jest/bin/jest.js'];
const out = mkdtempSync(join(tmpdir(), 'almanac-test-results-'));
const extra = process.argv.slice(2);

const steps = [
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'build (what npm start compiles)', cmd: 'npm', args: ['run', 'build'] },
  { name: 'unit', jest: ['--selectProjects', 'unit'] },
  { name: 'e2e (PostgreSQL + Redis)', jest: ['--selectProjects', 'e2e', '--runInBand'] },
  { name: 'smoke: the compiled standalone process (npm start)', cmd: process.execPath, args: ['scripts/smoke-start.mjs'], counts: true },
  {
    name: 'e2e (embedded: PGlite + in-process drivers)',
    jest: ['--selectProjects', 'e2e', '--runInBand', '--testPathIgnorePatterns', '/test/ports/', '/test/distributed/'],
    env: { ALMANAC_TEST_MODE: 'embedded' },
  },
];

let passed = 0;
let failed = 0;
let ok = true;
for (const [i, step] of steps.entries()) {
  console.log(`\n=== ${step.name} ===`);
  const file = join(out, `${i}.json`);
  const args = step.jest ? [...jest, ...step.jest, '--json', '--outputFile', file, ...extra] : step.args;
  const result = spawnSync(step.jest ? process.execPath : step.cmd, args, {
    stdio: step.counts ? ['inherit', 'pipe', 'inherit'] : 'inherit',
    env: { ...process.env, ...(step.env ?? {}) },
  });
  if (step.counts) {
    const text = result.stdout.toString();
    process.stdout.write(text);
    const m = /(\d+) passed, (\d+) failed/.exec(text);
    if (m) {
      passed += Number(m[1]);
      failed += Number(m[2]);
    } else failed += 1;
  }
  if (step.jest) {
    try {
      const report = JSON.parse(readFileSync(file, 'utf8'));
      passed += report.numPassedTests;
      failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
      if (report.numTotalTests === 0) {
        console.error(`${step.name}: no test ran`);
        ok = false;
      }
    } catch {
      failed += 1; // the runner died before writing its report
    }
  }
  if (result.status !== 0) {
    ok = false;
    if (!step.jest && !step.counts) failed += 1;
  }
}
rmSync(out, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
