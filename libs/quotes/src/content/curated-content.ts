/**
 * The curated collection: libs/quotes/content/<category>.json (proverbs/african → proverbs-african.json), one
 * versioned file per category. A malformed file stops the seed rather than loading half a collection.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CATEGORY_SLUGS, type CategorySlug, isProverbCategory } from '../categories';
import { normalizeWhitespace } from '../normalize';

export interface CuratedQuote {
  text: string;
  author: string | null;
  source: string | null;
  origin: string | null;
}

export interface CuratedFile {
  version: number;
  category: CategorySlug;
  quotes: CuratedQuote[];
}

export function contentFileName(category: CategorySlug): string {
  return `${category.replace('/', '-')}.json`;
}

/** libs/quotes/content, from the source tree or the compiled one (dist/libs/quotes/src/content → libs/quotes/content). */
export function quotesContentDir(): string {
  const marker = '/dist/';
  const root = __dirname.includes(marker) ? __dirname.split(marker)[0] : resolve(__dirname, '../../../..');
  return join(root, 'libs', 'quotes', 'content');
}

/** Checks one parsed file; returns the problems found (empty when valid). */
export function curatedFileProblems(file: unknown, expected: CategorySlug): string[] {
  const problems: string[] = [];
  const f = file as Partial<CuratedFile> | null;
  if (!f || typeof f !== 'object') return ['not a JSON object'];
  if (!Number.isInteger(f.version) || (f.version as number) < 1) problems.push('version must be a positive integer');
  if (f.category !== expected) problems.push(`category must be ${expected}; got ${String(f.category)}`);
  if (!Array.isArray(f.quotes)) return [...problems, 'quotes must be an array'];
  const seen = new Set<string>();
  f.quotes.forEach((q, i) => {
    const at = `quotes[${i}]`;
    if (!q || typeof q.text !== 'string' || normalizeWhitespace(q.text) !== q.text || q.text.length === 0) {
      problems.push(`${at}.text must be a non-empty normalized string`);
      return;
    }
    const key = q.text.toLowerCase();
    if (seen.has(key)) problems.push(`${at} repeats "${q.text.slice(0, 40)}"`);
    seen.add(key);
    if (isProverbCategory(expected)) {
      if (q.author !== null) problems.push(`${at}: a traditional proverb has author null`);
      if (typeof q.origin !== 'string' || q.origin.length === 0) problems.push(`${at}: a proverb needs its origin`);
    } else {
      // An anonymous text (e.g. scripture) has author null and must then say where it comes from.
      if (q.author === null) {
        if (typeof q.source !== 'string' || q.source.length === 0) problems.push(`${at}: an anonymous quote needs its source`);
      } else if (typeof q.author !== 'string' || q.author.length === 0) problems.push(`${at}: author must be a non-empty string or null`);
      if (q.origin !== null && q.origin !== undefined) problems.push(`${at}: origin is only for proverbs`);
    }
    if (q.source !== null && typeof q.source !== 'string') problems.push(`${at}.source must be a string or null`);
  });
  return problems;
}

/** Reads and checks every category file present in `dir`. */
export function loadCuratedContent(dir: string = quotesContentDir()): CuratedFile[] {
  const present = new Set(readdirSync(dir));
  const files: CuratedFile[] = [];
  for (const category of CATEGORY_SLUGS) {
    const name = contentFileName(category);
    if (!present.has(name)) continue;
    const parsed: unknown = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    const problems = curatedFileProblems(parsed, category);
    if (problems.length > 0) throw new Error(`${name}: ${problems.slice(0, 5).join('; ')}`);
    const file = parsed as CuratedFile;
    files.push({
      ...file,
      quotes: file.quotes.map((q) => ({ text: q.text, author: q.author ?? null, source: q.source ?? null, origin: q.origin ?? null })),
    });
  }
  return files;
}
