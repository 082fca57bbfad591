/**
 * Cache: results that cost more than a round trip (charts, translations, PCAP analyses). Keys are versioned by
 * the caller (`cacheKey`). Drivers: Redis (shared by every process) and an in-process LRU (embedded default).
 */
export interface Cache {
  readonly driver: 'redis' | 'lru';
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Returns the cached value, or computes, stores and returns it. */
  getOrSet<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T>;
}

/** `almanac:v1:<kind>:<part>...` — bump `version` when a result's shape or algorithm changes. */
export function cacheKey(kind: string, version: number, ...parts: string[]): string {
  return ['almanac', `v${version}`, kind, ...parts].join(':');
}
