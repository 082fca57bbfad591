/**
 * Counters: atomic counting for quotas and rate limits. `consume` checks several windows and increments all of
 * them only if every one has room, in one atomic step (one Redis round trip with a Lua script; a single
 * synchronous step in memory), so N concurrent callers at the edge of a limit admit exactly the remainder.
 */
export interface CounterWindow {
  key: string;
  limit: number;
  /** When the window's key expires (epoch ms); a new window starts from zero after it. */
  expiresAtMs: number;
}

export interface ConsumeResult {
  allowed: boolean;
  /** The count of each window after this call (unchanged when not allowed), in the order given. */
  counts: number[];
  /** Index of the first window that had no room, or -1. */
  blockedBy: number;
}

export interface Counters {
  readonly driver: 'redis' | 'memory';
  consume(windows: readonly CounterWindow[], amount?: number): Promise<ConsumeResult>;
  /** Adds (or with a negative amount, returns) units without a limit check; used to refund server failures. */
  add(key: string, amount: number, expiresAtMs: number): Promise<number>;
  get(key: string): Promise<number>;
}
