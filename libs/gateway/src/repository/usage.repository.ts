import type { PrismaClient } from '../../../platform/src/database/generated/client';

export interface UsageRow {
  keyId: string;
  month: string;
  requests: number;
}

/** The only code that queries `usage`. Counts are absolute (read from the counters), so writes are idempotent. */
export class UsageRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async upsertMany(rows: readonly UsageRow[]): Promise<void> {
    for (const row of rows) {
      await this.prisma.usage.upsert({
        where: { keyId_month: { keyId: row.keyId, month: row.month } },
        create: row,
        update: { requests: row.requests },
      });
    }
  }

  forMonth(month: string) {
    return this.prisma.usage.findMany({
      where: { month },
      include: { key: { select: { name: true, planId: true, keyPrefix: true, revokedAt: true } } },
      orderBy: { requests: 'desc' },
    });
  }
}
