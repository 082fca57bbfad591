import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface WorkerProcess {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

const ROOT = join(__dirname, '..', '..');

/** Starts test/support/test-worker-process.ts as its own OS process and resolves once it consumes its queues. */
export async function spawnWorker(env: Record<string, string>, timeoutMs = 30_000): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', join(ROOT, 'test/support/test-worker-process.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...env, LOG_LEVEL: 'info', SWC_NODE_PROJECT: join(ROOT, 'tsconfig.json') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + timeoutMs;
  while (!out.includes('Almanac worker consuming')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`worker process did not start:\n${out}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, output: () => out, exited };
}
