import type { ConsumeResult, CounterWindow, Counters, VetoKeys } from '../ports/counters.port';

/**
 * In-process counters (embedded default). Every method body runs synchronously up to its return, so a check and
 * its increment can never interleave with another caller's: exactness under concurrency comes for free.
 */
export class MemoryCounters implements Counters {
  readonly driver = 'memory' as const;
  private readonly values = new Map<string, { count: number; expiresAtMs: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  private current(key: string): number {
    const entry = this.values.get(key);
    if (!entry) return 0;
    if (entry.expiresAtMs <= this.now()) {
      this.values.delete(key);
      return 0;
    }
    return entry.count;
  }

  async consume(windows: readonly CounterWindow[], amount = 1, vetoKeys: VetoKeys = []): Promise<ConsumeResult> {
    const counts = windows.map((w) => this.current(w.key));
    if (vetoKeys.some((k) => this.current(k) > 0)) return { allowed: false, vetoed: true, counts, blockedBy: -1 };
    const blockedBy = windows.findIndex((w, i) => counts[i] + amount > w.limit);
    if (blockedBy >= 0) return { allowed: false, vetoed: false, counts, blockedBy };
    windows.forEach((w, i) => {
      counts[i] += amount;
      this.values.set(w.key, { count: counts[i], expiresAtMs: w.expiresAtMs });
    });
    this.sweep();
    return { allowed: true, vetoed: false, counts, blockedBy: -1 };
  }

  async add(key: string, amount: number, expiresAtMs: number): Promise<number> {
    const count = Math.max(0, this.current(key) + amount);
    this.values.set(key, { count, expiresAtMs });
    return count;
  }

  async get(key: string): Promise<number> {
    return this.current(key);
  }

  async setFlag(key: string, on: boolean, expiresAtMs: number): Promise<void> {
    if (on) this.values.set(key, { count: 1, expiresAtMs });
    else this.values.delete(key);
  }

  private sweeps = 0;
  /** Expired windows are dropped now and then so per-second keys do not pile up. */
  private sweep(): void {
    if (++this.sweeps % 10_000 !== 0) return;
    const now = this.now();
    for (const [key, entry] of this.values) if (entry.expiresAtMs <= now) this.values.delete(key);
  }
}
