/**
 * Plans from the `plans` table, held in memory and re-read every minute, so an operator's change to a quota
 * reaches every process without a restart and no request waits for it.
 */
import type { Logger } from 'pino';
import type { PlanRepository } from '../../../../libs/gateway/src/repository/plan.repository';

export interface PlanLimits {
  id: string;
  name: string;
  monthlyRequests: number;
  burstPerSecond: number;
}

const REFRESH_MS = 60_000;

export class PlanDirectory {
  private plans = new Map<string, PlanLimits>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly repo: PlanRepository,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => void this.refresh().catch((err) => this.logger.warn({ err }, 'plan refresh failed')), REFRESH_MS);
    this.timer.unref();
  }

  async refresh(): Promise<void> {
    const rows = await this.repo.list();
    this.plans = new Map(rows.map((p) => [p.id, { id: p.id, name: p.name, monthlyRequests: p.monthlyRequests, burstPerSecond: p.burstPerSecond }]));
  }

  get(id: string): PlanLimits | undefined {
    return this.plans.get(id);
  }

  ids(): string[] {
    return [...this.plans.keys()];
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
