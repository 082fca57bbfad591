/**
 * A machine translation provider. Adapters turn the provider's HTTP answers into a translated text or a
 * TranslationFailure whose `kind` drives the retry policy: `retryable` (429, 5xx, Google's rate-type 403) is
 * retried with backoff; `quota` (DeepL 456, Azure 403001, Google's daily-limit 403) stops at once; `rejected`
 * (any other 4xx: bad key, unsupported pair) is not retried.
 */
export interface TranslationRequest {
  text: string;
  /** ISO 639-1 code of the original. */
  from: string;
  /** ISO 639-1 code wanted. */
  to: string;
}

export interface TranslationProvider {
  /** Short identifier reported with each translation, e.g. `deepl`. */
  readonly name: string;
  translate(request: TranslationRequest): Promise<string>;
  /** ISO 639-1 codes this provider can translate English into. */
  targetLanguages(): Promise<string[]>;
}

export type FailureKind = 'retryable' | 'quota' | 'rejected';

export class TranslationFailure extends Error {
  constructor(
    readonly provider: string,
    readonly kind: FailureKind,
    message: string,
    readonly status?: number,
    /** From a Retry-After header, when the provider sent one. */
    readonly retryAfterMs?: number,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'TranslationFailure';
  }
}

/** The subset of fetch the adapters use, so tests can script the provider. */
export type Fetch = (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<{
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}>;

/** Retry-After as milliseconds (seconds form only; an HTTP date is ignored). */
export function retryAfterMs(header: string | null): number | undefined {
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim()) * 1000;
}

/** The default classification of an HTTP failure: 429 and 5xx retry, other 4xx are final. */
export function classifyStatus(provider: string, status: number, body: string, retryAfter: string | null): TranslationFailure {
  const kind: FailureKind = status === 429 || status >= 500 ? 'retryable' : 'rejected';
  return new TranslationFailure(provider, kind, `HTTP ${status}: ${body.slice(0, 200)}`, status, retryAfterMs(retryAfter));
}

export async function requestJson(fetchFn: Fetch, provider: string, url: string, init: { method: string; headers: Record<string, string>; body?: string }, classify = classifyStatus): Promise<unknown> {
  let response;
  try {
    response = await fetchFn(url, init);
  } catch (error) {
    throw new TranslationFailure(provider, 'retryable', `network error: ${error instanceof Error ? error.message : String(error)}`);
  }
  const body = await response.text();
  if (response.status < 200 || response.status >= 300) throw classify(provider, response.status, body, response.headers.get('retry-after'));
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new TranslationFailure(provider, 'retryable', 'answer is not JSON', response.status);
  }
}

/** Reads a nested field or fails with a clear message (providers change their shapes rarely, but they do). */
export function pick(provider: string, value: unknown, path: (string | number)[]): string {
  let v: unknown = value;
  for (const key of path) v = v !== null && typeof v === 'object' ? (v as Record<string | number, unknown>)[key] : undefined;
  if (typeof v !== 'string') throw new TranslationFailure(provider, 'rejected', `unexpected answer: no ${path.join('.')}`);
  return v;
}
