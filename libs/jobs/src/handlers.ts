/**
 * The handlers of every contract in contracts.ts, built from the dependencies they need (storage, cache).
 */
import type { Cache } from '../../platform/src/ports/cache.port';
import type { BlobStore } from '../../platform/src/ports/blob-store.port';
import type { Database } from '../../platform/src/database/database';
import { chartsRenderHandler } from './charts/charts-render.handler';
import type { JobHandler } from './job-handler';
import { loansBatchHandler } from './loans/loans-batch.handler';
import { packetsAnalyzeHandler } from './packets/packets-analyze.handler';

export interface JobDependencies {
  /** For handlers whose work reads or writes the database (imports, translation memory). */
  db: Database;
  cache: Cache;
  blobs: BlobStore;
}

export function createJobHandlers(deps: JobDependencies): JobHandler<unknown, unknown>[] {
  return [
    loansBatchHandler() as JobHandler<unknown, unknown>,
    packetsAnalyzeHandler(deps) as JobHandler<unknown, unknown>,
    chartsRenderHandler(deps) as JobHandler<unknown, unknown>,
  ];
}
