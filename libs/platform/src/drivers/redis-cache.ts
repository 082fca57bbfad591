import type { Redis } from 'ioredis';
import type { Cache } from '../ports/cache.port';

/** Redis cache shared by every API and worker process. Values are JSON; keys get the deployment's prefix. */
export class RedisCache implements Cache {
  readonly driver = 'redis' as const;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private k(key: string): string {
    return `${this.prefix}:cache:${key}`;
  }

  async get<T>(key: string): Promise<T | undefined> {
    const raw = await this.redis.get(this.k(key));
    return raw === null ? undefined : (JSON.parse(raw) as T);
  }

  async set<T>(key: string, value: T, ttlMs: number): Promise<void> {
    await this.redis.set(this.k(key), JSON.stringify(value), 'PX', Math.max(1, Math.round(ttlMs)));
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.k(key));
  }

  async getOrSet<T>(key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> {
    const hit = await this.get<T>(key);
    if (hit !== undefined) return hit;
    const value = await compute();
    await this.set(key, value, ttlMs);
    return value;
  }
}
