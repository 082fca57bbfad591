import { LRUCache } from 'lru-cache';
import type { Cache } from '../ports/cache.port';

/** In-process cache (embedded default): bounded by entry count, each entry with its own TTL. */
export class LruCache implements Cache {
  readonly driver = 'lru' as const;
  private readonly lru: LRUCache<string, { value: unknown }>;
  private readonly inflight = new Map<string, Promise<unknown>>();

  constructor(maxEntries: number) {
    this.lru = new LRUCache({ max: maxEntries, ttlAutopurge: false });
  }

  async get<T>(key: string): Promise<T | undefined> {
    return this.lru.get(key)?.value as T | undefined;
  }

  async set<T>(key: string, value: T, ttlMs: number): Promise<void> {
    this.lru.set(key, { value }, { ttl: ttlMs });
  }

  async delete(key: string): Promise<void> {
    this.lru.delete(key);
  }

  async getOrSet<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> {
    const hit = this.lru.get(key);
    if (hit) return hit.value as T;
    // Concurrent misses for one key compute once.
    const running = this.inflight.get(key);
    if (running) return running as Promise<T>;
    const promise = compute()
      .then(async (value) => {
        await this.set(key, value, ttlMs);
        return value;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }
}
