import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadContentDir, tarotTextsFrom } from '../content/load-content';
import { DECK } from '../deck/deck';
import { SPREAD_TYPES } from '../spreads/layouts';
import { TAROT_CONTENT_FROM_ROOT, tarotContentDir } from './content-dir';
import { TAROT_DOMAIN, type TextRow, filesFromTextRows, tarotTextEntries } from './text-rows';

const CONTENT_DIR = join(__dirname, '..', '..', 'content');
const content = loadContentDir(CONTENT_DIR);
const rows = (): TextRow[] => tarotTextEntries(content).map((e) => ({ family: e.family, key: e.key, body: JSON.parse(JSON.stringify(e.body)) }));

describe('tarot texts in the texts table', () => {
  it('are one row per card, one per spread and a manifest, all in domain tarot', () => {
    const entries = tarotTextEntries(content);
    expect(entries).toHaveLength(78 + SPREAD_TYPES.length + 1);
    expect(entries.every((e) => e.domain === TAROT_DOMAIN)).toBe(true);
    expect(entries.filter((e) => e.family === 'card').map((e) => e.key).sort()).toEqual(DECK.map((c) => c.slug).sort());
    expect(Object.keys(entries.find((e) => e.key === 'the-fool')!.body as object).sort()).toEqual(['affirmation', 'guidance', 'reversed', 'upright']);
  });

  it('load back to exactly the texts of the files', () => {
    const loaded = tarotTextsFrom(filesFromTextRows(rows()));
    expect(loaded.version).toBe(1);
    for (const card of DECK) expect(loaded.card(card.slug)).toEqual(content.card(card.slug));
    for (const type of SPREAD_TYPES) expect(loaded.spread(type)).toEqual(content.spread(type));
  });

  it('refuse a table with a missing card or a damaged row, naming it; ignore unknown families', () => {
    const missing = rows().filter((r) => r.key !== 'the-star');
    expect(() => tarotTextsFrom(filesFromTextRows(missing))).toThrow(/card the-star: no text in any file/);
    const damaged = rows().map((r) => (r.key === 'six-of-cups' ? { ...r, body: { upright: {} } } : r));
    expect(() => tarotTextsFrom(filesFromTextRows(damaged))).toThrow(/six-of-cups\)\.upright: missing "meaning"/);
    expect(() => tarotTextsFrom(filesFromTextRows([...rows(), { family: 'retired', key: 'x', body: {} }]))).not.toThrow();
    expect(() => tarotTextsFrom(filesFromTextRows([]))).toThrow(/card the-fool: no text/);
  });
});

describe('tarotContentDir', () => {
  let root = '';
  afterEach(() => root && rmSync(root, { recursive: true, force: true }));

  it('finds the content from the sources and from a compiled tree', () => {
    expect(tarotContentDir()).toBe(CONTENT_DIR);
    root = mkdtempSync(join(tmpdir(), 'tarot-root-'));
    writeFileSync(join(root, 'package.json'), '{}');
    mkdirSync(join(root, TAROT_CONTENT_FROM_ROOT), { recursive: true });
    const compiled = join(root, 'dist', 'libs', 'tarot', 'src', 'repository');
    mkdirSync(compiled, { recursive: true });
    expect(tarotContentDir(compiled)).toBe(join(root, TAROT_CONTENT_FROM_ROOT));
  });
});
