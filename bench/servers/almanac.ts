/**
 * The Almanac API for bench:http: the production app (validation, problem filter, request ids, metrics, a JSON
 * log line per request) with the configuration from the environment (embedded by default). With
 * AUTH_MODE=required it also creates a key on a plan with limits too high to bind, and prints it, so the
 * benchmark measures the gateway's work (key lookup, one atomic counter step, headers) and not its refusals.
 */
import 'reflect-metadata';
import { loadConfig } from '../../libs/platform/src/config/config';
import { createInfrastructure } from '../../libs/platform/src/infrastructure';
import { createLogger } from '../../libs/platform/src/logging/logger';
import { createKey } from '../../libs/gateway/src/key-admin';
import { ApiKeyRepository } from '../../libs/gateway/src/repository/api-key.repository';
import { createApiApp } from '../../apps/api/src/create-api-app';
import { seedDatabase } from '../../prisma/seed-database';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'almanac-bench');
  const infra = await createInfrastructure(config, logger);
  await seedDatabase(infra.db.prisma, logger);
  if (config.authMode === 'required') {
    const plan = { id: 'bench', name: 'Bench', monthlyRequests: 2_000_000_000, burstPerSecond: 1_000_000_000 };
    await infra.db.prisma.plan.upsert({ where: { id: plan.id }, create: plan, update: plan });
    const { key } = await createKey(new ApiKeyRepository(infra.db.prisma), [plan.id], { name: 'bench', planId: plan.id, services: [] });
    process.stderr.write(`KEY ${key}\n`);
  }
  const api = await createApiApp(infra);
  await api.app.listen({ port: config.port, host: '127.0.0.1' });
  process.stderr.write(`LISTENING ${await api.app.getUrl()}\n`);
}

// Exit cleanly on SIGINT so `node --cpu-prof` can write its profile.
process.on('SIGINT', () => process.exit(0));
void main();
