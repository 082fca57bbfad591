/**
 * `npm run start:worker`: consumes the queues (all, or WORKER_QUEUES) against Redis. Run as many as needed.
 */
import 'reflect-metadata';
import { runProcess } from '../../../libs/platform/src/process/run-process';
import { startWorker } from './start-worker';

void runProcess('worker', (infra) => startWorker(infra));
