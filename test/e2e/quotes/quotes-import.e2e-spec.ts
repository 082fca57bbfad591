/**
 * Import of a real-world file (the Quotable dataset in ../shared/corpus, read in place, never copied): counts of
 * imported, duplicate and rejected rows computed independently from the file, idempotence of a second run, the
 * imported quotes served by their category endpoints, seq still dense, and a CSV import with quoted fields.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATEGORY_SLUGS } from '../../../libs/quotes/src/categories';
import { QuoteRepository } from '../../../libs/quotes/src/repository/quote.repository';
import { importQuotesFile } from '../../../libs/quotes/src/repository/quote-import';
import { bootTestApp, type TestApp } from '../../support/boot';
import { http } from '../../support/http';

const CORPUS = join(__dirname, '..', '..', '..', '..', 'shared', 'corpus', 'quotes', 'quotable-2127.jsonl');

interface Row {
  text: string;
  author: string | null;
  tags: string[];
  categories: string[];
}

const describeIfCorpus = existsSync(CORPUS) ? describe : describe.skip;

describeIfCorpus('quotes import', () => {
  let t: TestApp;
  let repo: QuoteRepository;
  let dir: string;
  let lastCuratedId = 0;

  beforeAll(async () => {
    t = await bootTestApp({ worker: false });
    repo = new QuoteRepository(t.infra.db.prisma, 0);
    dir = mkdtempSync(join(tmpdir(), 'quotes-import-'));
    lastCuratedId = (await t.infra.db.prisma.quote.aggregate({ _max: { id: true } }))._max.id ?? 0;
  }, 60_000);
  afterAll(async () => {
    // Leave the shared test database with the curated collection only (other suites compare against it).
    const imported = await t.infra.db.prisma.quote.findMany({ where: { id: { gt: lastCuratedId } }, select: { id: true } });
    for (const { id } of imported) await repo.deleteQuote(id);
    rmSync(dir, { recursive: true, force: true });
    await t?.close();
  });

  it('imports quotable-2127.jsonl: counts match the file, a second run only finds duplicates', async () => {
    const rows = readFileSync(CORPUS, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Row);
    // Independent expectation: the file's own mapping (categories) plus our map's only extra tag for this file,
    // "business" → success (the file maps it to nothing); every other row has no category and is rejected.
    const accepted = rows.filter((r) => r.categories.length > 0 || r.tags.includes('business'));
    expect(accepted).toHaveLength(840);
    const progress: number[] = [];
    const first = await importQuotesFile(repo, CORPUS, { batchSize: 500, onProgress: (c) => void progress.push(c.rows) });
    expect(first.rows).toBe(2127);
    expect(first.rejected).toBe(2127 - 840);
    expect(first.imported + first.duplicate).toBe(840);
    expect(first.duplicate).toBeLessThan(20); // only overlaps with the curated collection
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(first.rejections[0].reason).toMatch(/no category/);

    const second = await importQuotesFile(repo, CORPUS);
    expect(second).toMatchObject({ rows: 2127, imported: 0, duplicate: 840, rejected: 1287 });

    const stoic = rows.find((r) => r.categories.includes('stoicism'))!;
    const stored = await t.infra.db.prisma.quote.findFirst({ where: { text: stoic.text.replace(/\s+/g, ' ').trim() }, include: { categories: true } });
    expect(stored?.author).toBe(stoic.author);
    expect(stored?.categories.map((c) => c.category)).toContain('stoicism');

    for (const category of CATEGORY_SLUGS) {
      const seqs = await t.infra.db.prisma.quoteCategory.findMany({ where: { category }, select: { seq: true }, orderBy: { seq: 'asc' } });
      expect(seqs.map((s) => s.seq)).toEqual(seqs.map((_, i) => i + 1));
    }
    const categories = await http<{ categories: { slug: string; count: number }[] }>(t.baseUrl, '/quotes/categories');
    const wisdom = categories.body.categories.find((c) => c.slug === 'wisdom')!;
    expect(wisdom.count).toBeGreaterThanOrEqual(559);
    const byAuthor = await http<Record<string, unknown>>(t.baseUrl, `/quotes/stoicism?author=${encodeURIComponent(stoic.author!)}`);
    expect(byAuthor.status).toBe(200);
    expect(byAuthor.body.author).toBe(stoic.author);
  }, 120_000);

  it('imports CSV with quoted commas, doubled quotes and line breaks, and rejects bad rows', async () => {
    const file = join(dir, 'quotes.csv');
    writeFileSync(
      file,
      [
        'text,author,source,category,tags',
        '"Test: one, two, ""three"".",Tester,,courage,',
        '"Test: a line\nbreak inside",Tester,Notes,,"gratitude, thanks"',
        'Test: no category at all,Tester,,,unmapped-tag',
        'Test: bad category,Tester,,not-a-category,',
        ',Tester,,courage,',
        '"Test: one,   two, ""three""",Someone Else,,courage,',
      ].join('\r\n'),
    );
    const counts = await importQuotesFile(repo, file);
    expect(counts).toMatchObject({ rows: 6, imported: 2, duplicate: 1, rejected: 3 });
    expect(counts.rejections.map((r) => r.row)).toEqual([3, 4, 5]);
    const q = await t.infra.db.prisma.quote.findFirst({ where: { text: 'Test: a line break inside' }, include: { categories: true } });
    expect(q?.source).toBe('Notes');
    expect(q?.categories.map((c) => c.category)).toEqual(['gratitude']);
    const quoted = await t.infra.db.prisma.quote.findFirst({ where: { text: 'Test: one, two, "three".' } });
    expect(quoted?.author).toBe('Tester');
  });
});
