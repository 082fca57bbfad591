/**
 * A real worker process for the distributed tests: the production worker start-up plus the test-only job type.
 * Started with `node -r @swc-node/register test/support/test-worker-process.ts` and the test's environment.
 */
import 'reflect-metadata';
import { runProcess } from '../../libs/platform/src/process/run-process';
import { startWorker } from '../../apps/worker/src/start-worker';
import { testJobWorkerOptions } from './test-jobs';

void runProcess('test-worker', (infra) => startWorker(infra, testJobWorkerOptions(infra.counters)));
