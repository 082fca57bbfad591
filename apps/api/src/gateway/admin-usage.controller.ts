import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { monthWindow } from '../../../../libs/gateway/src/quota-windows';
import { p } from '../../../../libs/platform/src/params/params';
import { parseParams } from '../../../../libs/platform/src/params/parse-params';
import { AdminTokenGuard } from '../ops/admin-token.guard';
import { GatewayServices } from './gateway.services';

const UsageParams = { month: p.string({ pattern: /^\d{4}-(0[1-9]|1[0-2])$/, patternRule: 'a month written YYYY-MM' }) };

/** Requests per key for a calendar month (UTC), from the usage table (flushed from the counters first). */
@ApiTags('admin')
@ApiBearerAuth()
@UseGuards(AdminTokenGuard)
@Controller('admin/usage')
export class AdminUsageController {
  constructor(@Inject(GatewayServices) private readonly gw: GatewayServices) {}

  @Get()
  @ApiOperation({ summary: 'Usage per API key for a month' })
  @ApiQuery({ name: 'month', required: false, description: 'YYYY-MM (UTC); default: the current month' })
  async usage(@Query() query: Record<string, string>) {
    const { month = monthWindow(this.gw.clock()).month } = parseParams(UsageParams, query);
    await this.gw.usage.flush();
    const rows = await this.gw.usageRepository.forMonth(month);
    return {
      month,
      keys: rows.map((r) => {
        const plan = this.gw.plans.get(r.key.planId);
        return {
          key_id: r.keyId,
          name: r.key.name,
          key_prefix: r.key.keyPrefix,
          plan: r.key.planId,
          requests: r.requests,
          limit: plan?.monthlyRequests ?? null,
          remaining: plan ? Math.max(0, plan.monthlyRequests - r.requests) : null,
          revoked: r.key.revokedAt !== null,
          updated_at: r.updatedAt.toISOString(),
        };
      }),
    };
  }
}
