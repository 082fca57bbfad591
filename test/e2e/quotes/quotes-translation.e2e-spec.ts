/**
 * Translation through the endpoints, with the provider bound to the LibreTranslate adapter pointed at a scripted
 * fake provider server (real HTTP on localhost): 429 then 200 gives a translation beside the original and stores
 * it, the next request for that (quote, language) is served from the translation memory without calling the
 * provider, repeated 500s and a quota error answer 200 with the original and a translation_error, and
 * /quotes/languages lists the provider's languages (ISO 639-1 only) with ICU names.
 */
import { Global, Module } from '@nestjs/common';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deepl, libreTranslate } from '../../../libs/quotes/src/translation/adapters';
import type { TranslationProvider } from '../../../libs/quotes/src/translation/translation-provider';
import { TRANSLATION_PROVIDER } from '../../../apps/api/src/quotes/translation.tokens';
import { bootTestApp, type TestApp } from '../../support/boot';
import { expectProblem, http } from '../../support/http';

type Body = Record<string, any>;

let script: { status: number; body: unknown }[] = [];
const seen: { url: string; body: string }[] = [];
const server: Server = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString('utf8')));
  req.on('end', () => {
    seen.push({ url: req.url ?? '', body });
    const next = script.shift() ?? { status: 500, body: { error: 'script exhausted' } };
    res.writeHead(next.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(next.body));
  });
});

/** The provider the test module binds; swapped per test through this holder. */
const current: { provider: TranslationProvider } = { provider: libreTranslate({ url: 'http://127.0.0.1:9' }) };
const delegating: TranslationProvider = {
  get name() {
    return current.provider.name;
  },
  translate: (r) => current.provider.translate(r),
  targetLanguages: () => current.provider.targetLanguages(),
};

@Global()
@Module({ providers: [{ provide: TRANSLATION_PROVIDER, useValue: delegating }], exports: [TRANSLATION_PROVIDER] })
class FakeTranslationModule {}

describe('quotes translation', () => {
  let t: TestApp;
  let base = '';
  const get = (path: string) => http<Body>(t.baseUrl, path);

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    current.provider = libreTranslate({ url: base });
    t = await bootTestApp({ worker: false, extraModules: [FakeTranslationModule] });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    script = [];
    seen.length = 0;
  });

  it('translates after a 429, keeps the original beside it, then serves the pair from memory', async () => {
    const original = await get('/quotes/good-morning?mode=daily&tz=UTC');
    script = [
      { status: 429, body: { error: 'Slowdown' } },
      { status: 200, body: { translatedText: 'Bonjour ! (traduction scriptée)' } },
    ];
    const fr = await get('/quotes/good-morning?mode=daily&tz=UTC&lang=fr');
    expect(fr.status).toBe(200);
    expect(fr.body.id).toBe(original.body.id);
    expect(fr.body.text).toBe(original.body.text);
    expect(fr.body.lang).toBe('en');
    expect(fr.body.translation).toEqual({ lang: 'fr', text: 'Bonjour ! (traduction scriptée)', provider: 'libretranslate' });
    expect(fr.body.translation_error).toBeUndefined();
    expect(seen).toHaveLength(2);
    expect(JSON.parse(seen[1].body)).toEqual({ q: original.body.text, source: 'en', target: 'fr', format: 'text' });

    const again = await http<Body>(t.baseUrl, `/quotes/${original.body.id}`, { json: { lang: 'fr' } });
    expect(again.body.translation.text).toBe('Bonjour ! (traduction scriptée)');
    expect(seen).toHaveLength(2); // memory hit: the provider was not called
    const row = await t.infra.db.prisma.quoteTranslation.findUnique({ where: { quoteId_lang: { quoteId: original.body.id, lang: 'fr' } } });
    expect(row?.provider).toBe('libretranslate');
  });

  it('answers the original with a translation_error after repeated 500s (3 attempts)', async () => {
    script = [500, 502, 503].map((status) => ({ status, body: { error: 'down' } }));
    const res = await get('/quotes/good-night?mode=daily&tz=UTC&lang=de');
    expect(res.status).toBe(200);
    expect(res.body.translation).toBeNull();
    expect(res.body.translation_error).toMatchObject({ type: 'https://almanac.dev/problems/translation-unavailable', lang: 'de' });
    expect(res.body.translation_error.detail).toMatch(/after retries/);
    expect(seen).toHaveLength(3);
  });

  it('stops at once on a quota error (DeepL 456)', async () => {
    current.provider = deepl({ authKey: 'test:fx', endpoint: base });
    try {
      script = [{ status: 456, body: { message: 'Quota exceeded' } }];
      const res = await get('/quotes/affirmations?mode=daily&tz=UTC&lang=es');
      expect(res.status).toBe(200);
      expect(res.body.translation).toBeNull();
      expect(res.body.translation_error.detail).toMatch(/quota is used up/);
      expect(seen).toHaveLength(1);
    } finally {
      current.provider = libreTranslate({ url: base });
    }
  });

  it('lists the provider languages, ISO 639-1 only, with ICU names; lang stays validated', async () => {
    script = [{ status: 200, body: [{ code: 'en', name: 'English' }, { code: 'fr', name: 'French' }, { code: 'sw', name: 'Swahili' }, { code: 'zh-Hans', name: 'Chinese' }] }];
    const res = await get('/quotes/languages');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      source: { code: 'en', name: 'English' },
      languages: [
        { code: 'fr', name: 'French' },
        { code: 'sw', name: 'Swahili' },
      ],
      providers: ['libretranslate'],
    });
    expectProblem(await get('/quotes/love?lang=xx'), 400, 'invalid-parameter');
  });
});
