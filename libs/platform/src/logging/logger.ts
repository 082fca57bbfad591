import pino, { type Logger } from 'pino';

export type { Logger } from 'pino';

/**
 * The process-wide JSON logger. Writes asynchronously so logging stays off the request's critical path;
 * `flushLogger` is called on shutdown so the last lines are not lost.
 */
export function createLogger(level: string, name: string): Logger {
  const destination = pino.destination({ dest: 1, sync: false });
  const logger = pino(
    {
      level,
      base: { service: name, pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: ['req.headers.authorization', 'req.headers["x-gateway-key"]'], censor: '[redacted]' },
    },
    destination,
  );
  flushers.push(() => destination.flushSync());
  return logger;
}

const flushers: Array<() => void> = [];

export function flushLogger(): void {
  for (const flush of flushers) {
    try {
      flush();
    } catch {
      // the destination may not be ready yet (nothing written): nothing to flush
    }
  }
}
