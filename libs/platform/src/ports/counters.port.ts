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
  /** True when a veto key was set: nothing was counted. */
  vetoed: boolean;
  /** The count of each window after this call (unchanged when not allowed), in the order given. */
  counts: number[];
  /** Index of the first window that had no room, or -1. */
  blockedBy: number;
}

/** Flags checked in the same atomic step: if any is set (e.g. a key's revocation marker), nothing is counted. */
export type VetoKeys = readonly string[];

export interface Counters {
  readonly driver: 'redis' | 'memory';
  consume(windows: readonly CounterWindow[], amount?: number, vetoKeys?: VetoKeys): Promise<ConsumeResult>;
  /** Adds (or with a negative amount, returns) units without a limit check; used to refund server failures. */
  add(key: string, amount: number, expiresAtMs: number): Promise<number>;
  get(key: string): Promise<number>;
  /** Sets a veto flag (until `expiresAtMs`), or clears it. */
  setFlag(key: string, on: boolean, expiresAtMs: number): Promise<void>;
}
