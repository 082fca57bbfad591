/**
 * Quotes end to end: the 21 category endpoints by GET, POST JSON and POST form, each answer checked against the
 * curated content files (the independent source of expected texts); /quotes/categories counts equal to the files;
 * /quotes/:id; mode=daily stable per day in a time zone; author and length filters; lang validated against
 * ISO 639-1 with the translation_error object when no provider exists; uniformity of the random pick (chi-square);
 * dense seq after removals; hostile inputs never a 500.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CATEGORY_SLUGS } from '../../../libs/quotes/src/categories';
import { QuoteRepository } from '../../../libs/quotes/src/repository/quote.repository';
import { contentHash } from '../../../libs/quotes/src/normalize';
import { bootTestApp, type TestApp } from '../../support/boot';
import { expectProblem, http } from '../../support/http';

type Body = Record<string, any>;
interface FileQuote {
  text: string;
  author: string | null;
  source: string | null;
  origin: string | null;
}

const CONTENT_DIR = join(__dirname, '..', '..', '..', 'libs', 'quotes', 'content');
/** The content files as written, by category slug. */
const CONTENT: Record<string, FileQuote[]> = Object.fromEntries(
  readdirSync(CONTENT_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(CONTENT_DIR, f), 'utf8')) as { category: string; quotes: FileQuote[] })
    .map((file) => [file.category, file.quotes]),
);
const QUOTE_KEYS = ['author', 'category', 'id', 'lang', 'origin', 'source', 'text', 'translation'];

function expectCurated(body: Body, category: string): void {
  expect(Object.keys(body).sort()).toEqual(QUOTE_KEYS);
  expect(body.category).toBe(category);
  expect(body.lang).toBe('en');
  expect(body.translation).toBeNull();
  expect(Number.isInteger(body.id)).toBe(true);
  const match = CONTENT[category].find((q) => q.text === body.text);
  expect(match).toBeDefined();
  expect({ author: body.author, source: body.source, origin: body.origin }).toEqual({ author: match!.author, source: match!.source, origin: match!.origin });
}

function chiSquare(observed: number[], expected: number): number {
  return observed.reduce((sum, o) => sum + (o - expected) ** 2 / expected, 0);
}

describe('quotes', () => {
  let t: TestApp;
  const get = (path: string) => http<Body>(t.baseUrl, path);

  beforeAll(async () => {
    t = await bootTestApp({ worker: false });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lists the 21 categories with counts equal to the curated files', async () => {
    const res = await get('/quotes/categories');
    expect(res.status).toBe(200);
    expect(res.body.categories.map((c: Body) => c.slug)).toEqual([...CATEGORY_SLUGS]);
    expect(res.body.categories).toHaveLength(21);
    for (const c of res.body.categories) {
      expect(c.path).toBe(`/quotes/${c.slug}`);
      expect(c.count).toBe(CONTENT[c.slug]?.length ?? 0);
    }
    const post = await http<Body>(t.baseUrl, '/quotes/categories', { json: {} });
    expect(post.status).toBe(200);
    expect(post.body).toEqual(res.body);
  });

  it.each(CATEGORY_SLUGS.map((s) => [s]))('/quotes/%s answers by GET, POST JSON and POST form', async (slug) => {
    if (!CONTENT[slug]) {
      expectProblem(await get(`/quotes/${slug}`), 404, 'not-found');
      return;
    }
    const byGet = await get(`/quotes/${slug}`);
    expect(byGet.status).toBe(200);
    expectCurated(byGet.body, slug);
    const byJson = await http<Body>(t.baseUrl, `/quotes/${slug}`, { json: { lang: 'en' } });
    expect(byJson.status).toBe(200);
    expectCurated(byJson.body, slug);
    const byForm = await http<Body>(t.baseUrl, `/quotes/${slug}`, { form: { mode: 'daily', tz: 'Asia/Tokyo' } });
    expect(byForm.status).toBe(200);
    expectCurated(byForm.body, slug);
    expectProblem(await get(`/quotes/${slug}?lang=xx`), 400, 'invalid-parameter');
  });

  it('keeps proverbs anonymous with an origin, and greetings marked as our own writing', async () => {
    for (const slug of ['proverbs/african', 'proverbs/american', 'proverbs/asian'].filter((s) => CONTENT[s])) {
      const res = await get(`/quotes/${slug}`);
      expect(res.body.author).toBeNull();
      expect(typeof res.body.origin).toBe('string');
    }
    const morning = await get('/quotes/good-morning');
    expect([morning.body.author, morning.body.source]).toEqual(['Almanac', 'original']);
  });

  it('returns a quote by id, with its categories, and 404 for an unknown or malformed id', async () => {
    const picked = await get('/quotes/good-night');
    const byId = await get(`/quotes/${picked.body.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body.text).toBe(picked.body.text);
    expect(byId.body.categories).toContain('good-night');
    expect((await http<Body>(t.baseUrl, `/quotes/${picked.body.id}`, { json: {} })).body.text).toBe(picked.body.text);
    expectProblem(await get('/quotes/999999999'), 404, 'not-found');
    expectProblem(await get('/quotes/0'), 404, 'not-found');
    expectProblem(await get('/quotes/abc'), 404, 'not-found');
    expectProblem(await get('/quotes/99999999999999999999'), 404, 'not-found');
  });

  it('mode=daily gives one quote all day in the caller time zone', async () => {
    const a = await get('/quotes/affirmations?mode=daily&tz=Africa/Addis_Ababa');
    for (let i = 0; i < 5; i++) expect((await get('/quotes/affirmations?mode=daily&tz=Africa/Addis_Ababa')).body.id).toBe(a.body.id);
    expectCurated(a.body, 'affirmations');
    // A time zone a day apart (Kiritimati UTC+14 vs Pago Pago UTC-11 are always on different dates) usually differs;
    // both must still be stable and valid.
    const east = await get('/quotes/affirmations?mode=daily&tz=Pacific/Kiritimati');
    expect((await get('/quotes/affirmations?mode=daily&tz=Pacific/Kiritimati')).body.id).toBe(east.body.id);
    expectProblem(await get('/quotes/affirmations?mode=daily&tz=Mars/Olympus'), 400, 'invalid-parameter');
    const combined = await get('/quotes/affirmations?mode=daily&author=Almanac');
    expectProblem(combined, 400, 'invalid-parameter');
    expect(combined.body.errors[0].parameter).toBe('author');
  });

  it('filters the random pick by author and by length', async () => {
    const lengths = CONTENT['good-morning'].map((q) => [...q.text].length).sort((x, y) => x - y);
    const median = lengths[Math.floor(lengths.length / 2)];
    for (let i = 0; i < 20; i++) {
      const short = await get(`/quotes/good-morning?max_length=${median}`);
      expect([...(short.body.text as string)].length).toBeLessThanOrEqual(median);
      const long = await get(`/quotes/good-morning?min_length=${median + 1}`);
      expect([...(long.body.text as string)].length).toBeGreaterThan(median);
    }
    expect((await get('/quotes/good-morning?author=almanac')).body.author).toBe('Almanac');
    expectProblem(await get('/quotes/good-morning?author=Nobody%20Atall'), 404, 'not-found');
    expectProblem(await get(`/quotes/good-morning?min_length=${lengths.at(-1)! + 1}`), 404, 'not-found');
    const inverted = await get('/quotes/good-morning?min_length=50&max_length=10');
    expectProblem(inverted, 400, 'invalid-parameter');
    expect(inverted.body.errors[0].parameter).toBe('min_length');
  });

  it('validates lang against ISO 639-1 and, with no provider configured, answers the original with translation_error', async () => {
    const fr = await get('/quotes/gratitude?lang=fr');
    if (CONTENT.gratitude) {
      expect(fr.status).toBe(200);
      expect(fr.body.translation).toBeNull();
      expect(fr.body.lang).toBe('en');
      expect(fr.body.translation_error).toMatchObject({ type: 'https://almanac.dev/problems/translation-unavailable', lang: 'fr' });
      expect(CONTENT.gratitude.some((q) => q.text === fr.body.text)).toBe(true);
    }
    const upper = await get('/quotes/good-morning?lang=SW');
    expect(upper.body.translation_error.lang).toBe('sw');
    for (const bad of ['xx', 'eng', 'e', 'fr-FR', '12', 'zz']) {
      const res = await get(`/quotes/good-morning?lang=${encodeURIComponent(bad)}`);
      expectProblem(res, 400, 'invalid-parameter');
      expect(res.body.errors[0].parameter).toBe('lang');
    }
    const langs = await get('/quotes/languages');
    expect(langs.status).toBe(200);
    expect(langs.body.source).toEqual({ code: 'en', name: 'English' });
    expect(langs.body.languages).toEqual([]);
  });

  it('never answers a hostile input with a 500', async () => {
    const paths = [
      '/quotes/good-night?min_length=1e400',
      '/quotes/good-night?max_length=-1',
      '/quotes/good-night?mode=weekly',
      '/quotes/good-night?author=' + 'x'.repeat(500),
      '/quotes/good-night?tz=%00',
      '/quotes/good-night?lang=%F0%9F%98%80',
      '/quotes/good-night?min_length=9999999999999999999999',
    ];
    for (const path of paths) {
      const res = await get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expectProblem(res, 400, 'invalid-parameter');
    }
    // A repeated parameter or a one-element list is read as one value by the platform: never a 500.
    expect((await get('/quotes/good-night?lang=fr&lang=de')).status).toBeLessThan(500);
    expect((await http<Body>(t.baseUrl, '/quotes/good-night', { json: { lang: ['fr'] } })).status).toBeLessThan(500);
    for (const json of [{ lang: 12 }, { lang: { code: 'fr' } }, { min_length: 'ten' }, { author: true }, { max_length: 1.5 }]) {
      const res = await http<Body>(t.baseUrl, '/quotes/wisdom', { json });
      expect({ json, status: res.status }).toEqual({ json, status: 400 });
      expectProblem(res, 400, 'invalid-parameter');
    }
    const broken = await http<Body>(t.baseUrl, '/quotes/wisdom', { body: '{"lang":', headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
  });

  it('picks uniformly: chi-square over 60 draws per quote of a known set', async () => {
    const known = CONTENT['good-afternoon'];
    const index = new Map(known.map((q, i) => [q.text, i]));
    const observed = new Array<number>(known.length).fill(0);
    const draws = known.length * 60;
    const batch = 50;
    for (let done = 0; done < draws; done += batch) {
      const answers = await Promise.all(Array.from({ length: Math.min(batch, draws - done) }, () => get('/quotes/good-afternoon')));
      for (const a of answers) observed[index.get(a.body.text)!]++;
    }
    expect(observed.reduce((s, n) => s + n, 0)).toBe(draws);
    // df = n-1 ≈ 101; the 0.999 quantile of chi-square(101) is about 149.4, so a fair pick fails this 1 time in 1000.
    expect(chiSquare(observed, 60)).toBeLessThan(149.4);
    expect(Math.min(...observed)).toBeGreaterThan(0);
  }, 120_000);

  it('keeps seq dense 1..count when quotes are removed (last row moves into the hole)', async () => {
    const repo = new QuoteRepository(t.infra.db.prisma, 0);
    const prisma = t.infra.db.prisma;
    const before = await repo.count('healing');
    const extra = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'].map((w) => `Test quote ${w} for the seq invariant.`);
    const outcome = await repo.insertMany(extra.map((text) => ({ text, author: 'Test', source: null, origin: null, hash: contentHash(text), categories: ['healing', 'love'] })));
    expect(outcome).toEqual({ inserted: 5, duplicates: 0 });
    expect(await repo.insertMany([{ text: extra[0] + '  ', author: 'Test', source: null, origin: null, hash: contentHash(extra[0] + '  '), categories: ['healing'] }])).toEqual({ inserted: 0, duplicates: 1 });
    expect(await repo.count('healing')).toBe(before + 5);
    const dense = async (category: 'healing' | 'love') => {
      const rows = await prisma.quoteCategory.findMany({ where: { category }, select: { seq: true }, orderBy: { seq: 'asc' } });
      expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: rows.length }, (_, i) => i + 1));
      return rows.length;
    };
    const ids = (await prisma.quote.findMany({ where: { text: { in: extra } }, select: { id: true }, orderBy: { id: 'asc' } })).map((r) => r.id);
    const lastBefore = await prisma.quoteCategory.findFirst({ where: { category: 'healing' }, orderBy: { seq: 'desc' } });
    const holeSeq = (await prisma.quoteCategory.findUnique({ where: { category_quoteId: { category: 'healing', quoteId: ids[1] } } }))!.seq;
    expect(await repo.removeFromCategory('healing', ids[1])).toBe(true);
    expect((await prisma.quoteCategory.findUnique({ where: { category_quoteId: { category: 'healing', quoteId: lastBefore!.quoteId } } }))!.seq).toBe(holeSeq);
    expect(await repo.removeFromCategory('healing', ids[1])).toBe(false);
    expect(await dense('healing')).toBe(before + 4);
    for (const id of ids) await repo.deleteQuote(id);
    expect(await dense('healing')).toBe(before);
    await dense('love');
    expect(await repo.count('healing')).toBe(before);
  });
});
