/**
 * The adapters against a scripted fake provider server (a real HTTP server on localhost that answers a queue of
 * scripted responses and records each request), and the retry policy: 429 then 200 succeeds on the second try;
 * repeated 500s give up after the allowed attempts; quota errors (DeepL 456, Azure 403001, Google daily limit)
 * and other 4xx stop after one call; Google's rate-type 403 is retried.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apertiumApy, azureTranslator, deepl, googleTranslate, libreTranslate } from './adapters';
import { backoffDelay, withRetry } from './retry-policy';
import { TranslationFailure, type TranslationProvider } from './translation-provider';

interface Scripted {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}
interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base = '';
let script: Scripted[] = [];
let seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const next = script.shift() ?? { status: 500, body: { error: 'script exhausted' } };
      res.writeHead(next.status, { 'content-type': 'application/json', ...(next.headers ?? {}) });
      res.end(typeof next.body === 'string' ? next.body : JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  script = [];
  seen = [];
});

const delays: number[] = [];
const policy = { attempts: 4, baseMs: 100, maxMs: 2_000, random: () => 0.5, sleep: async (ms: number) => void delays.push(ms) };
const REQUEST = { text: 'Hope is the thing with feathers.', from: 'en', to: 'fr' };

async function translated(provider: TranslationProvider): Promise<string> {
  return withRetry(() => provider.translate(REQUEST), policy);
}
async function failure(provider: TranslationProvider): Promise<TranslationFailure> {
  try {
    await translated(provider);
  } catch (error) {
    if (error instanceof TranslationFailure) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('translation adapters and retry policy', () => {
  beforeEach(() => {
    delays.length = 0;
  });

  it('DeepL: 429 then 200 succeeds on the second call, honouring Retry-After', async () => {
    script = [
      { status: 429, body: { message: 'Too many requests' }, headers: { 'retry-after': '1' } },
      { status: 200, body: { translations: [{ detected_source_language: 'EN', text: "L'espoir est la chose avec des plumes." }] } },
    ];
    expect(await translated(deepl({ authKey: 'k:fx', endpoint: base }))).toBe("L'espoir est la chose avec des plumes.");
    expect(seen).toHaveLength(2);
    expect(seen[0].headers.authorization).toBe('DeepL-Auth-Key k:fx');
    expect(JSON.parse(seen[0].body)).toEqual({ text: [REQUEST.text], source_lang: 'EN', target_lang: 'FR' });
    expect(delays).toEqual([1000]); // Retry-After 1 s beats the jittered 50 ms
  });

  it('gives up after the allowed attempts on repeated 500s, with growing jittered delays', async () => {
    script = [500, 502, 503, 500, 200].map((status) => ({ status, body: { error: 'down' } }));
    const f = await failure(libreTranslate({ url: base }));
    expect(f.kind).toBe('retryable');
    expect(f.status).toBe(500);
    expect(seen).toHaveLength(4);
    expect(delays).toEqual([50, 100, 200]); // random 0.5 × 100·2^n
  });

  it('stops at once on quota errors: DeepL 456, Azure 403001, Google daily limit', async () => {
    script = [{ status: 456, body: { message: 'Quota exceeded' } }];
    expect((await failure(deepl({ authKey: 'k', endpoint: base }))).kind).toBe('quota');
    expect(seen).toHaveLength(1);

    seen = [];
    script = [{ status: 403, body: { error: { code: 403001, message: 'The operation is not allowed because the subscription has exceeded its free quota.' } } }];
    expect((await failure(azureTranslator({ key: 'k', region: 'westeurope', endpoint: base }))).kind).toBe('quota');
    expect(seen).toHaveLength(1);
    expect(seen[0].headers['ocp-apim-subscription-region']).toBe('westeurope');

    seen = [];
    script = [{ status: 403, body: { error: { errors: [{ reason: 'dailyLimitExceeded' }] } } }];
    expect((await failure(googleTranslate({ apiKey: 'k', endpoint: base }))).kind).toBe('quota');
    expect(seen).toHaveLength(1);
  });

  it("retries Google's rate-type 403 but not a plain 4xx", async () => {
    script = [
      { status: 403, body: { error: { errors: [{ reason: 'userRateLimitExceeded' }] } } },
      { status: 200, body: { data: { translations: [{ translatedText: 'Bonjour' }] } } },
    ];
    expect(await translated(googleTranslate({ apiKey: 'secret', endpoint: base }))).toBe('Bonjour');
    expect(seen).toHaveLength(2);
    expect(seen[1].url).toBe('/?key=secret');

    seen = [];
    script = [{ status: 401, body: { error: 'bad key' } }];
    const f = await failure(libreTranslate({ url: base }));
    expect([f.kind, f.status, seen.length]).toEqual(['rejected', 401, 1]);
  });

  it('reads Azure, LibreTranslate and Apertium answers and their language lists', async () => {
    script = [{ status: 200, body: [{ translations: [{ text: 'Hola', to: 'es' }] }] }];
    expect(await translated(azureTranslator({ key: 'k', endpoint: base }))).toBe('Hola');
    expect(seen[0].url).toBe('/translate?api-version=3.0&from=en&to=fr');
    expect(JSON.parse(seen[0].body)).toEqual([{ Text: REQUEST.text }]);

    script = [{ status: 200, body: { responseData: { translatedText: 'La esperanza' }, responseStatus: 200 } }];
    const apy = apertiumApy({ url: base });
    expect(await apy.translate({ text: 'Hope', from: 'en', to: 'es' })).toBe('La esperanza');
    expect(seen.at(-1)!.url).toBe('/translate?langpair=eng%7Cspa&markUnknown=no&q=Hope');
    await expect(apy.translate({ text: 'Hope', from: 'en', to: 'sw' })).rejects.toMatchObject({ kind: 'rejected' });

    script = [{ status: 200, body: { responseData: [{ sourceLanguage: 'eng', targetLanguage: 'spa' }, { sourceLanguage: 'spa', targetLanguage: 'eng' }, { sourceLanguage: 'eng', targetLanguage: 'cat' }] } }];
    expect(await apy.targetLanguages()).toEqual(['es', 'ca']);
    script = [{ status: 200, body: [{ code: 'fr', name: 'French' }, { code: 'zh-Hans', name: 'Chinese' }] }];
    expect(await libreTranslate({ url: base }).targetLanguages()).toEqual(['fr']);
  });

  it('treats a network failure and a non-JSON answer as retryable', async () => {
    const unreachable = libreTranslate({ url: 'http://127.0.0.1:9' });
    const f = await failure(unreachable);
    expect(f.kind).toBe('retryable');
    expect(f.message).toMatch(/network error/);
  });

  it('caps the backoff and keeps it within [0, cap)', () => {
    expect(backoffDelay(10, { baseMs: 100, maxMs: 2_000, random: () => 0.999 })).toBe(1998);
    expect(backoffDelay(0, { baseMs: 100, maxMs: 2_000, random: () => 0 })).toBe(0);
    expect(backoffDelay(0, { baseMs: 100, maxMs: 2_000, random: () => 0 }, 60_000)).toBe(2_000);
  });
});
