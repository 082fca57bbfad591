import type { PrismaClient } from '../../../platform/src/database/generated/client';
import type { PlanDefinition } from '../plans';

/** The only code that queries the `plans` table. */
export class PlanRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** Inserts missing plans; leaves existing rows alone so an operator's changes survive a re-seed. */
  async ensureDefaults(plans: readonly PlanDefinition[]): Promise<number> {
    const result = await this.prisma.plan.createMany({
      data: plans.map((p) => ({ id: p.id, name: p.name, monthlyRequests: p.monthlyRequests, burstPerSecond: p.burstPerSecond })),
      skipDuplicates: true,
    });
    return result.count;
  }

  list() {
    return this.prisma.plan.findMany({ orderBy: { monthlyRequests: 'asc' } });
  }
}
