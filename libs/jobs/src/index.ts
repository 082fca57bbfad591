export * from './job-contract';
export * from './job-handler';
export * from './permanent-job-error';
export * from './contracts';
export * from './handlers';
