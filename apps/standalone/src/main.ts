/**
 * `npm start`: API and worker in one process. With no DATABASE_URL or REDIS_URL this is the whole platform on a
 * machine with nothing but Node (PGlite, in-process jobs, LRU cache, in-memory counters).
 */
import 'reflect-metadata';
import { runProcess } from '../../../libs/platform/src/process/run-process';
import { startApi } from '../../api/src/start-api';
import { startWorker } from '../../worker/src/start-worker';

void runProcess('standalone', async (infra) => {
  const stopWorker = await startWorker(infra);
  const stopApi = await startApi(infra);
  return async () => {
    await stopApi();
    await stopWorker();
  };
});
