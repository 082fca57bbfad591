import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadContentFiles, readContentDir } from '../content/load-content';
import { AFFIRMATION_KEYS, TEXT_FAMILIES, TEXT_FAMILY_KEYS } from '../content/families';
import { CONTENT_PATH_FROM_ROOT, numerologyContentDir } from './content-dir';
import { TextRow, catalogFromTextRows, numerologyTextEntries } from './text-rows';

const CONTENT_DIR = join(__dirname, '..', '..', 'content');

/** The rows a database would hand back after seeding: the entries without domain/lang. */
function storedRows(): TextRow[] {
  return numerologyTextEntries(loadContentFiles(CONTENT_DIR)).map((entry) => ({ family: entry.family, key: entry.key, body: entry.body }));
}

describe('numerologyTextEntries', () => {
  it('makes one row per entry of every content file, affirmations under personal_day_affirmation', () => {
    // Counted from the raw JSON files, not from the loader.
    const raw = readContentDir(CONTENT_DIR);
    const expected = raw.reduce((sum, file) => sum + (file.data as { entries: unknown[] }).entries.length, 0);
    const entries = numerologyTextEntries(loadContentFiles(CONTENT_DIR));
    expect(entries).toHaveLength(expected);
    expect(new Set(entries.map((e) => `${e.family}/${e.key}`)).size).toBe(expected);
    expect(entries.every((e) => e.domain === 'numerology')).toBe(true);
    const affirmations = entries.filter((e) => e.family === 'personal_day_affirmation');
    expect(affirmations.map((e) => e.key)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect((affirmations[0].body as { affirmations: string[] }).affirmations).toHaveLength(20);
    const lifePath22 = entries.find((e) => e.family === 'life_path' && e.key === '22')!;
    expect(Object.keys(lifePath22.body as object).sort()).toEqual(['detailed_meaning', 'keywords', 'meaning', 'title']);
  });
});

describe('catalogFromTextRows', () => {
  it('serves exactly what the content files say', () => {
    const files = loadContentFiles(CONTENT_DIR);
    const texts = catalogFromTextRows(storedRows());
    for (const family of TEXT_FAMILIES) {
      for (const key of TEXT_FAMILY_KEYS[family]) expect(texts.get(family, key)).toEqual(files.get(family, key));
    }
    for (const key of AFFIRMATION_KEYS) expect(texts.affirmations(Number(key))).toEqual(files.affirmations(Number(key)));
  });

  it('ignores rows of unknown families or keys (left by an older content version)', () => {
    const rows = [...storedRows(), { family: 'retired_family', key: '1', body: {} }, { family: 'life_path', key: '44', body: {} }];
    expect(() => catalogFromTextRows(rows)).not.toThrow();
  });

  it('refuses a table with a missing text or a damaged body, naming each defect', () => {
    const rows = storedRows().filter((row) => !(row.family === 'challenge' && row.key === '0'));
    const damaged = rows.map((row) => (row.family === 'plane' && row.key === 'mental' ? { ...row, body: { title: 'x' } } : row));
    expect(() => catalogFromTextRows(damaged)).toThrow(/challenge\.json: missing key "0"/);
    expect(() => catalogFromTextRows(damaged)).toThrow(/plane\.json: entries\[\d+\] \(key "mental"\): "meaning" must be a non-empty string/);
    expect(() => catalogFromTextRows([])).toThrow(/life_path\.json: missing family file/);
  });
});

describe('numerologyContentDir', () => {
  let root = '';
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('finds the content folder from the sources', () => {
    expect(numerologyContentDir()).toBe(CONTENT_DIR);
  });

  it('finds it from a compiled tree below the repository root (dist/libs/numerology/src/repository)', () => {
    root = mkdtempSync(join(tmpdir(), 'numerology-root-'));
    writeFileSync(join(root, 'package.json'), '{}');
    mkdirSync(join(root, CONTENT_PATH_FROM_ROOT), { recursive: true });
    const compiled = join(root, 'dist', 'libs', 'numerology', 'src', 'repository');
    mkdirSync(compiled, { recursive: true });
    writeFileSync(join(root, 'dist', 'package.json'), '{}'); // a package.json without content does not stop the walk
    expect(numerologyContentDir(compiled)).toBe(join(root, CONTENT_PATH_FROM_ROOT));
  });

  it('says where it looked when there is no content folder', () => {
    root = mkdtempSync(join(tmpdir(), 'numerology-none-'));
    expect(() => numerologyContentDir(root)).toThrow(/numerology content not found/);
  });
});
