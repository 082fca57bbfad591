/**
 * Key lookups without a database query on the hot path: records are kept in memory (valid ones for 5 minutes,
 * unknown hashes for 2 seconds so a flood of bad keys cannot hammer the database). Revocation does not wait
 * for expiry: the gateway's atomic counter step refuses a revoked key in every process (see key-admin.ts).
 */
import { LRUCache } from 'lru-cache';
import { hashApiKey } from '../../../../libs/gateway/src/api-key';
import type { ApiKeyRecord, ApiKeyRepository } from '../../../../libs/gateway/src/repository/api-key.repository';

const VALID_TTL_MS = 5 * 60_000;
const UNKNOWN_TTL_MS = 2_000;

export class KeyDirectory {
  private readonly cache = new LRUCache<string, { record: ApiKeyRecord | null }>({ max: 100_000 });
  private readonly inflight = new Map<string, Promise<ApiKeyRecord | null>>();
  /** Presented key → hash, so a hit skips hashing. Process memory only, like the request that carried the key. */
  private readonly hashes = new LRUCache<string, string>({ max: 100_000 });

  constructor(private readonly repo: ApiKeyRepository) {}

  /** The record for a presented key, or null for an unknown one. */
  findByKey(key: string): Promise<ApiKeyRecord | null> | ApiKeyRecord | null {
    let hash = this.hashes.get(key);
    if (hash === undefined) {
      hash = hashApiKey(key);
      this.hashes.set(key, hash);
    }
    const hit = this.cache.get(hash);
    return hit ? hit.record : this.find(hash);
  }

  /** The record for a key hash, or null for an unknown key. Costs a query only on a cache miss. */
  async find(hash: string): Promise<ApiKeyRecord | null> {
    const hit = this.cache.get(hash);
    if (hit) return hit.record;
    let pending = this.inflight.get(hash);
    if (!pending) {
      pending = this.repo.findByHash(hash).finally(() => this.inflight.delete(hash));
      this.inflight.set(hash, pending);
    }
    const record = await pending;
    this.cache.set(hash, { record }, { ttl: record ? VALID_TTL_MS : UNKNOWN_TTL_MS });
    return record;
  }

  forget(hash: string): void {
    this.cache.delete(hash);
  }

  /** Drops every cached record of a key id (after revocation in this process). */
  forgetId(id: string): void {
    for (const [hash, entry] of this.cache.entries()) if (entry.record?.id === id) this.cache.delete(hash);
  }

  clearUnknown(): void {
    for (const [hash, entry] of this.cache.entries()) if (!entry.record) this.cache.delete(hash);
  }
}
