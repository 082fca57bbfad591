import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { syntheticContentFiles } from '../testing/synthetic-content';
import { ContentFormatError, loadContentFiles } from './load-content';

describe('loadContentFiles', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'numerology-content-'));
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const write = (files = syntheticContentFiles()) => {
    for (const file of files) writeFileSync(join(dir, file.name), JSON.stringify(file.data));
  };

  it('serves texts by family and key, and affirmations (master days use their root)', () => {
    write();
    writeFileSync(join(dir, 'notes.txt'), 'ignored: not JSON');
    const texts = loadContentFiles(dir);
    expect(texts.get('life_path', '22').title).toBe('life_path title 22');
    expect(texts.get('plane', 'mental').keywords).toEqual(['alpha', 'beta', 'gamma']);
    expect(texts.affirmations(4)).toHaveLength(20);
    expect(texts.affirmations(22)).toEqual(texts.affirmations(4));
    expect(() => texts.get('challenge', '9')).toThrow('numerology text missing: challenge/9');
  });

  it('refuses a folder with a missing family, listing every problem', () => {
    write(syntheticContentFiles().filter((file) => file.name !== 'karmic_debt.json'));
    writeFileSync(join(dir, 'birthday.json'), '{ "family": "birthday", ');
    let error: unknown;
    try {
      loadContentFiles(dir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ContentFormatError);
    expect((error as ContentFormatError).problems).toEqual([
      expect.stringMatching(/^birthday\.json: not valid JSON/),
      'karmic_debt.json: missing family file',
    ]);
  });

  it('can load a partial folder when asked (requireAll: false)', () => {
    write(syntheticContentFiles().filter((file) => file.name === 'life_path.json'));
    expect(loadContentFiles(dir, { requireAll: false }).get('life_path', '7').meaning).toMatch(/life_path 7 meaning/);
  });
});
