export * from './config/config';
export * from './problems';
export * from './ports';
export * from './params';
export * from './logging/logger';
export * from './infrastructure';
export * from './database/database';
