/**
 * The life of a process (API, worker or both): validated config, logger, infrastructure, then `start`; on
 * SIGTERM/SIGINT stop taking work, finish what is in hand (up to SHUTDOWN_TIMEOUT_MS), close connections, exit 0.
 * A start-up failure (bad config, database unreachable, a job without a handler) exits 1 with the reason.
 */
import { ConfigError, loadConfig } from '../config/config';
import { createInfrastructure, type Infrastructure } from '../infrastructure';
import { createLogger, flushLogger } from '../logging/logger';

export type Stop = () => Promise<void>;

export async function runProcess(name: string, start: (infra: Infrastructure) => Promise<Stop>): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel, `almanac-${name}`);
  let infra: Infrastructure | undefined;
  let stop: Stop | undefined;
  let stopping = false;

  const shutdown = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, `${name}: shutting down gracefully`);
    const force = setTimeout(() => {
      logger.error(`${name}: shutdown took longer than ${config.shutdownTimeoutMs + 5000} ms; exiting`);
      flushLogger();
      process.exit(1);
    }, config.shutdownTimeoutMs + 5000);
    force.unref();
    try {
      await stop?.();
      await infra?.close();
      logger.info(`${name}: stopped`);
      flushLogger();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, `${name}: error during shutdown`);
      flushLogger();
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled promise rejection'));

  try {
    infra = await createInfrastructure(config, logger);
    stop = await start(infra);
  } catch (error) {
    logger.fatal({ err: error }, `${name}: failed to start: ${error instanceof Error ? error.message : String(error)}`);
    flushLogger();
    await infra?.close().catch(() => undefined);
    process.exit(1);
  }
}
