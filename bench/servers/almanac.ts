/**
 * The Almanac API for bench:http: the production app (validation, problem filter, request ids, metrics, a JSON
 * log line per request, the gateway's place) with the configuration from the environment (embedded by default).
 */
import 'reflect-metadata';
import { loadConfig } from '../../libs/platform/src/config/config';
import { createInfrastructure } from '../../libs/platform/src/infrastructure';
import { createLogger } from '../../libs/platform/src/logging/logger';
import { createApiApp } from '../../apps/api/src/create-api-app';
import { seedDatabase } from '../../prisma/seed-database';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'almanac-bench');
  const infra = await createInfrastructure(config, logger);
  await seedDatabase(infra.db.prisma, logger);
  const api = await createApiApp(infra);
  await api.app.listen({ port: config.port, host: '127.0.0.1' });
  process.stderr.write(`LISTENING ${await api.app.getUrl()}\n`);
}

// Exit cleanly on SIGINT so `node --cpu-prof` can write its profile.
process.on('SIGINT', () => process.exit(0));
void main();
