/**
 * The authored content read straight from libs/numerology/content (plain fs + JSON.parse, not the lib's loader),
 * so the e2e test can compare what the API serves with what the files say.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const CONTENT_DIR = join(__dirname, '..', '..', '..', 'libs', 'numerology', 'content');

interface RawEntry {
  key: string;
  title?: string;
  keywords?: string[];
  meaning?: string;
  detailed_meaning?: string;
  affirmations?: string[];
}

interface RawFile {
  family: string;
  entries: RawEntry[];
}

const files: RawFile[] = readdirSync(CONTENT_DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(join(CONTENT_DIR, name), 'utf8')) as RawFile);

/** Number of entries over all content files: the rows the seed must have stored. */
export const CONTENT_ENTRY_COUNT = files.reduce((sum, file) => sum + file.entries.length, 0);

export function contentEntry(family: string, key: string | number): RawEntry {
  const entry = files.find((file) => file.family === family)?.entries.find((e) => e.key === String(key));
  if (!entry) throw new Error(`no content entry ${family}/${key}`);
  return entry;
}

export const meaningOf = (family: string, key: string | number): string => contentEntry(family, key).meaning!;
export const detailOf = (family: string, key: string | number): string => contentEntry(family, key).detailed_meaning!;
