/**
 * Application configuration, read once from the environment and validated at start-up: a bad value stops the
 * process with every problem listed, instead of surfacing later as a confusing runtime error.
 */
import { isAbsolute, resolve } from 'node:path';
import { QUEUE_NAMES, type QueueName } from '../ports/job-queue.port';

export const SERVICES = ['numerology', 'packets', 'quotes', 'ethiopian-calendar', 'calculators'] as const;
export type ServiceName = (typeof SERVICES)[number];

export type AuthMode = 'required' | 'off';

export interface AppConfig {
  nodeEnv: string;
  host: string;
  port: number;
  logLevel: string;
  /** PostgreSQL URL; when absent the embedded PGlite database under `dataDir` is used. */
  databaseUrl: string | null;
  /** Redis URL; when absent jobs, cache and counters use in-process drivers. */
  redisUrl: string | null;
  /** Namespace for every Redis key and BullMQ queue (lets several deployments or test runs share one Redis). */
  redisPrefix: string;
  dataDir: string;
  blobDir: string;
  syncWaitMs: number;
  maxSyncWaitMs: number;
  jobRetentionMs: number;
  jobAttempts: number;
  jobBackoffMs: number;
  workerConcurrency: number;
  /** Queues a worker process consumes (WORKER_QUEUES); all by default. */
  workerQueues: readonly QueueName[];
  workerLockMs: number;
  shutdownTimeoutMs: number;
  adminToken: string | null;
  authMode: AuthMode;
  serviceHosts: ReadonlyMap<string, ServiceName>;
  bodyLimitBytes: number;
  cacheMaxEntries: number;
  /** Largest capture /packets/analyze accepts, as uploaded. */
  pcapMaxBytes: number;
  /** Captures above this size answer 202 at once unless the client asked to wait. */
  pcapSyncMaxBytes: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): AppConfig {
  const problems: string[] = [];
  const str = (name: string): string | undefined => {
    const v = env[name];
    return v === undefined || v.trim() === '' ? undefined : v.trim();
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = str(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      problems.push(`${name} must be an integer from ${min} to ${max}; got "${raw}"`);
      return fallback;
    }
    return Number(raw);
  };
  const url = (name: string, protocols: string[]): string | null => {
    const raw = str(name);
    if (raw === undefined) return null;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${name} must use ${protocols.join(' or ')}; got "${parsed.protocol}"`);
      }
    } catch {
      problems.push(`${name} is not a valid URL`);
    }
    return raw;
  };
  const path = (name: string, fallback: string): string => {
    const raw = str(name) ?? fallback;
    return isAbsolute(raw) ? raw : resolve(cwd, raw);
  };

  const nodeEnv = str('NODE_ENV') ?? 'development';
  const authRaw = str('AUTH_MODE') ?? (nodeEnv === 'production' ? 'required' : 'off');
  if (authRaw !== 'required' && authRaw !== 'off') {
    problems.push(`AUTH_MODE must be "required" or "off"; got "${authRaw}"`);
  }
  const logLevel = str('LOG_LEVEL') ?? 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "${logLevel}"`);
  }
  const redisPrefix = str('REDIS_PREFIX') ?? 'almanac';
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(redisPrefix)) {
    problems.push('REDIS_PREFIX may only contain letters, digits, "_", "." and "-" (at most 64)');
  }
  const adminToken = str('ADMIN_TOKEN') ?? null;
  if (adminToken !== null && adminToken.length < 16) {
    problems.push('ADMIN_TOKEN must be at least 16 characters long');
  }
  const dataDir = path('DATA_DIR', '.data');

  const config: AppConfig = {
    nodeEnv,
    host: str('HOST') ?? '0.0.0.0',
    port: int('PORT', 3000, 0, 65535),
    logLevel,
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:']),
    redisPrefix,
    dataDir,
    blobDir: path('BLOB_DIR', resolve(dataDir, 'blobs')),
    syncWaitMs: int('SYNC_WAIT_MS', 25_000, 0, 600_000),
    maxSyncWaitMs: int('MAX_SYNC_WAIT_MS', 120_000, 0, 3_600_000),
    jobRetentionMs: int('JOB_RETENTION_MS', 24 * 3600_000, 1000, 30 * 24 * 3600_000),
    jobAttempts: int('JOB_ATTEMPTS', 3, 1, 50),
    jobBackoffMs: int('JOB_BACKOFF_MS', 1000, 0, 600_000),
    workerConcurrency: int('WORKER_CONCURRENCY', 4, 1, 1000),
    workerQueues: parseQueues(str('WORKER_QUEUES'), problems),
    workerLockMs: int('WORKER_LOCK_MS', 30_000, 1000, 3_600_000),
    shutdownTimeoutMs: int('SHUTDOWN_TIMEOUT_MS', 30_000, 0, 3_600_000),
    adminToken,
    authMode: authRaw === 'required' ? 'required' : 'off',
    serviceHosts: parseServiceHosts(str('SERVICE_HOSTS'), problems),
    bodyLimitBytes: int('BODY_LIMIT_BYTES', 1024 * 1024, 1024, 1024 * 1024 * 1024),
    cacheMaxEntries: int('CACHE_MAX_ENTRIES', 10_000, 1, 10_000_000),
    pcapMaxBytes: int('PCAP_MAX_BYTES', 512 * 1024 * 1024, 1024, 64 * 1024 ** 3),
    pcapSyncMaxBytes: int('PCAP_SYNC_MAX_BYTES', 64 * 1024 * 1024, 1024, 64 * 1024 ** 3),
  };
  if (config.maxSyncWaitMs < config.syncWaitMs) {
    problems.push('MAX_SYNC_WAIT_MS must be at least SYNC_WAIT_MS');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function parseQueues(raw: string | undefined, problems: string[]): readonly QueueName[] {
  if (raw === undefined) return QUEUE_NAMES;
  const names = raw.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = names.filter((n) => !(QUEUE_NAMES as readonly string[]).includes(n));
  if (unknown.length || names.length === 0) {
    problems.push(`WORKER_QUEUES must list queues among ${QUEUE_NAMES.join(', ')}; got "${raw}"`);
    return QUEUE_NAMES;
  }
  return [...new Set(names)] as QueueName[];
}

/** `numerology=num.example.com,quotes=quotes.example.com` → host → service. */
function parseServiceHosts(raw: string | undefined, problems: string[]): ReadonlyMap<string, ServiceName> {
  const map = new Map<string, ServiceName>();
  if (raw === undefined) return map;
  for (const pair of raw.split(',').map((s) => s.trim()).filter(Boolean)) {
    const [service, host] = pair.split('=').map((s) => s.trim());
    if (!service || !host || !(SERVICES as readonly string[]).includes(service)) {
      problems.push(`SERVICE_HOSTS entry "${pair}" must be <service>=<host> with service one of ${SERVICES.join(', ')}`);
      continue;
    }
    map.set(host.toLowerCase(), service as ServiceName);
  }
  return map;
}
