/**
 * The retry policy of a translation call: retryable failures are tried again up to `attempts` times with
 * exponential backoff and full jitter (delay uniform in [0, min(maxMs, baseMs·2^n)], or the provider's
 * Retry-After when larger); quota and rejected failures stop at once. Clock and randomness are injected.
 */
import { TranslationFailure } from './translation-provider';

export interface RetryOptions {
  attempts: number;
  baseMs: number;
  maxMs: number;
  random: () => number;
  sleep: (ms: number) => Promise<void>;
}

export function backoffDelay(retry: number, options: Pick<RetryOptions, 'baseMs' | 'maxMs' | 'random'>, retryAfterMs?: number): number {
  const cap = Math.min(options.maxMs, options.baseMs * 2 ** retry);
  const jittered = Math.floor(options.random() * cap);
  return retryAfterMs !== undefined ? Math.max(jittered, Math.min(retryAfterMs, options.maxMs)) : jittered;
}

export async function withRetry<T>(call: () => Promise<T>, options: RetryOptions, onRetry?: (failure: TranslationFailure, delayMs: number) => void): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof TranslationFailure) || error.kind !== 'retryable' || attempt + 1 >= options.attempts) throw error;
      const delay = backoffDelay(attempt, options, error.retryAfterMs);
      onRetry?.(error, delay);
      await options.sleep(delay);
    }
  }
}
