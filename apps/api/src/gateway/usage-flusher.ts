/**
 * Copies monthly request counts from the Counters store to the `usage` table for reports and billing. Each API
 * process remembers which (key, month) pairs it counted since the last flush and writes their current totals
 * every 10 seconds and at shutdown; totals are absolute, so several processes writing the same row agree.
 */
import type { Logger } from 'pino';
import type { Counters } from '../../../../libs/platform/src/ports/counters.port';
import { monthCounterKey } from '../../../../libs/gateway/src/quota-windows';
import type { UsageRepository } from '../../../../libs/gateway/src/repository/usage.repository';

const FLUSH_MS = 10_000;

export class UsageFlusher {
  private touched = new Map<string, { keyId: string; month: string }>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly counters: Counters,
    private readonly repo: UsageRepository,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  touch(keyId: string, month: string): void {
    const id = `${keyId}:${month}`;
    if (!this.touched.has(id)) this.touched.set(id, { keyId, month });
  }

  /** Writes the totals of everything counted since the last flush; flushes never overlap. */
  flush(): Promise<void> {
    this.running = this.running.then(async () => {
      if (this.touched.size === 0) return;
      const batch = [...this.touched.values()];
      this.touched = new Map();
      try {
        const rows = await Promise.all(
          batch.map(async (t) => ({ ...t, requests: await this.counters.get(monthCounterKey(t.keyId, t.month)) })),
        );
        await this.repo.upsertMany(rows);
      } catch (err) {
        for (const t of batch) this.touch(t.keyId, t.month); // try again next time
        this.logger.warn({ err }, 'usage flush failed; will retry');
      }
    });
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }
}
