import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { createKey, revokeKey } from '../../../../libs/gateway/src/key-admin';
import type { ApiKeyRecord } from '../../../../libs/gateway/src/repository/api-key.repository';
import { p } from '../../../../libs/platform/src/params/params';
import { parseParams } from '../../../../libs/platform/src/params/parse-params';
import { Problems } from '../../../../libs/platform/src/problems/problem';
import { AdminTokenGuard } from '../ops/admin-token.guard';
import { GatewayServices } from './gateway.services';

const CreateKeyParams = {
  name: p.string({ maxLength: 100 }).required(),
  plan: p.string({ maxLength: 40 }).required(),
  services: p.string({ maxLength: 200, pattern: /^[a-z-]+(,[a-z-]+)*$/, patternRule: 'a comma-separated list of service names' }),
};

function view(record: ApiKeyRecord) {
  return {
    id: record.id,
    name: record.name,
    key_prefix: record.keyPrefix,
    plan: record.planId,
    services: record.services.length ? record.services : 'all',
    created_at: record.createdAt.toISOString(),
    revoked_at: record.revokedAt?.toISOString() ?? null,
  };
}

/** Minting, listing and revoking API keys (ADMIN_TOKEN). */
@ApiTags('admin')
@ApiBearerAuth()
@UseGuards(AdminTokenGuard)
@Controller('admin/keys')
export class AdminKeysController {
  constructor(@Inject(GatewayServices) private readonly gw: GatewayServices) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Create an API key; the key is in this response only' })
  @ApiBody({ schema: { example: { name: 'acme-prod', plan: 'pro', services: 'numerology,quotes' } } })
  @ApiResponse({ status: 201, schema: { example: { id: 'key_4fQ2...', key: 'alm_...', key_prefix: 'alm_Xk3fQ', name: 'acme-prod', plan: 'pro', services: ['numerology', 'quotes'] } } })
  async create(@Body() body: unknown) {
    const input = parseParams(CreateKeyParams, isObject(body) ? body : {});
    const services = input.services ? input.services.split(',') : [];
    const { key, record } = await createKey(this.gw.keyRepository, this.gw.plans.ids(), { name: input.name, planId: input.plan, services });
    this.gw.keys.clearUnknown();
    return { ...view(record), key, note: 'Store this key now: only its hash is kept, it cannot be shown again.' };
  }

  @Get()
  @ApiOperation({ summary: 'List API keys (never the keys themselves)' })
  async list() {
    return { keys: (await this.gw.keyRepository.list()).map(view) };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Revoke an API key: refused by every API process from the next request on' })
  async revoke(@Param('id') id: string) {
    const record = await revokeKey(this.gw.keyRepository, this.gw.infra.counters, id, new Date(this.gw.clock()));
    if (!record) throw Problems.notFound(`No API key with id ${id}.`);
    this.gw.keys.forgetId(id);
    return view(record);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
