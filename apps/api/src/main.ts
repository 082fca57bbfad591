/**
 * `npm run start:api`: the HTTP API alone, against Redis and PostgreSQL; workers run as their own processes.
 */
import 'reflect-metadata';
import { runProcess } from '../../../libs/platform/src/process/run-process';
import { startApi } from './start-api';

void runProcess('api', async (infra) => startApi(infra));
