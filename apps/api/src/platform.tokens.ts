/** Injection tokens for the infrastructure ports (interfaces have no runtime class to inject by). */
export const INFRASTRUCTURE = Symbol('Infrastructure');
export const JOB_QUEUE = Symbol('JobQueue');
export const CACHE = Symbol('Cache');
export const COUNTERS = Symbol('Counters');
export const BLOB_STORE = Symbol('BlobStore');
export const DATABASE = Symbol('Database');
export const APP_CONFIG = Symbol('AppConfig');
export const LOGGER = Symbol('Logger');
