import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';

/** Nest's own messages (module init, route mapping at debug) go to the same JSON log as everything else. */
export function nestLogger(logger: Logger): LoggerService {
  const child = logger.child({ component: 'nest' });
  const ctx = (params: unknown[]) => (typeof params.at(-1) === 'string' ? { context: params.at(-1) } : {});
  return {
    log: (message: unknown, ...params: unknown[]) => child.debug(ctx(params), String(message)),
    error: (message: unknown, ...params: unknown[]) => child.error(ctx(params), String(message)),
    warn: (message: unknown, ...params: unknown[]) => child.warn(ctx(params), String(message)),
    debug: (message: unknown, ...params: unknown[]) => child.debug(ctx(params), String(message)),
    verbose: (message: unknown, ...params: unknown[]) => child.trace(ctx(params), String(message)),
    fatal: (message: unknown, ...params: unknown[]) => child.fatal(ctx(params), String(message)),
  };
}
