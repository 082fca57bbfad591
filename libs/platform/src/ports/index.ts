export * from './job-queue.port';
export * from './cache.port';
export * from './counters.port';
export * from './blob-store.port';
