/**
 * The gateway's collaborators, built once per API process from the infrastructure and shared by the Fastify
 * hook (gateway.ts) and the admin endpoints (keys, usage).
 */
import type { Infrastructure } from '../../../../libs/platform/src/infrastructure';
import { ApiKeyRepository } from '../../../../libs/gateway/src/repository/api-key.repository';
import { PlanRepository } from '../../../../libs/gateway/src/repository/plan.repository';
import { UsageRepository } from '../../../../libs/gateway/src/repository/usage.repository';
import { Gateway } from './gateway';
import { KeyDirectory } from './key-directory';
import { PlanDirectory } from './plan-directory';
import { UsageFlusher } from './usage-flusher';

export class GatewayServices {
  readonly keyRepository: ApiKeyRepository;
  readonly usageRepository: UsageRepository;
  readonly keys: KeyDirectory;
  readonly plans: PlanDirectory;
  readonly usage: UsageFlusher;
  readonly gateway: Gateway;

  constructor(
    readonly infra: Infrastructure,
    readonly clock: () => number = Date.now,
  ) {
    this.keyRepository = new ApiKeyRepository(infra.db.prisma);
    this.usageRepository = new UsageRepository(infra.db.prisma);
    this.keys = new KeyDirectory(this.keyRepository);
    this.plans = new PlanDirectory(new PlanRepository(infra.db.prisma), infra.logger);
    this.usage = new UsageFlusher(infra.counters, this.usageRepository, infra.logger);
    this.gateway = new Gateway(infra.config, this.keys, this.plans, infra.counters, this.usage, infra.logger, clock);
  }

  async start(): Promise<void> {
    await this.plans.start();
    this.usage.start();
  }

  async stop(): Promise<void> {
    this.plans.stop();
    await this.usage.stop();
  }
}
