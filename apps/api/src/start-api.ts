import type { Infrastructure } from '../../../libs/platform/src/infrastructure';
import { createApiApp } from './create-api-app';
import { seedDatabase } from '../../../prisma/seed-database';

/** Seeds (idempotent), boots the API and listens; returns the function that stops it. */
export async function startApi(infra: Infrastructure): Promise<() => Promise<void>> {
  const { config, logger } = infra;
  await seedDatabase(infra.db.prisma, logger);
  const api = await createApiApp(infra);
  await api.app.listen({ port: config.port, host: config.host });
  const address = await api.app.getUrl();
  if (config.authMode === 'off') {
    logger.warn('AUTH_MODE=off: every service route is open without an API key. Use AUTH_MODE=required in production.');
  }
  logger.info({ address, docs: `${address}/docs`, drivers: infra.drivers }, `Almanac API listening on ${address}`);
  return () => api.close();
}
