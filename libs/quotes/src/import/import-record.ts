/**
 * One row of an import file (a JSONL object or a CSV record) turned into a quote ready to store, or the reason it
 * is rejected. Accepted fields: text (or quote/content), author, source, category or categories (our slugs), tags.
 */
import type { CategorySlug } from '../categories';
import { isCategorySlug } from '../categories';
import { contentHash, normalizeWhitespace } from '../normalize';
import { type TagMap, DEFAULT_TAG_MAP, categoriesFor } from './tag-map';

export const MAX_TEXT_LENGTH = 4_000;
export const MAX_AUTHOR_LENGTH = 300;

export interface ImportQuote {
  text: string;
  author: string | null;
  source: string | null;
  origin: string | null;
  hash: string;
  categories: CategorySlug[];
}

export type RecordOutcome = { ok: true; quote: ImportQuote } | { ok: false; reason: string };

function optionalText(value: unknown, field: string, max: number): string | null | { error: string } {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return { error: `${field} must be a string` };
  const s = normalizeWhitespace(value);
  if (s.length === 0) return null;
  if (s.length > max) return { error: `${field} is longer than ${max} characters` };
  return s;
}

function list(value: unknown): string[] | null {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string') return value.split(/[,;|]/).map((s) => s.trim()).filter(Boolean);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value as string[];
  return null;
}

export function importRecord(record: unknown, tagMap: TagMap = DEFAULT_TAG_MAP): RecordOutcome {
  if (!record || typeof record !== 'object' || Array.isArray(record)) return { ok: false, reason: 'not an object' };
  const r = record as Record<string, unknown>;
  const rawText = r.text ?? r.quote ?? r.content;
  if (typeof rawText !== 'string') return { ok: false, reason: 'text is missing' };
  const text = normalizeWhitespace(rawText);
  if (text.length === 0) return { ok: false, reason: 'text is empty' };
  if ([...text].length > MAX_TEXT_LENGTH) return { ok: false, reason: `text is longer than ${MAX_TEXT_LENGTH} characters` };
  const author = optionalText(r.author, 'author', MAX_AUTHOR_LENGTH);
  if (author && typeof author === 'object') return { ok: false, reason: author.error };
  const source = optionalText(r.source, 'source', MAX_AUTHOR_LENGTH);
  if (source && typeof source === 'object') return { ok: false, reason: source.error };
  const origin = optionalText(r.origin, 'origin', MAX_AUTHOR_LENGTH);
  if (origin && typeof origin === 'object') return { ok: false, reason: origin.error };

  const explicit = list(r.categories ?? r.category);
  if (explicit === null) return { ok: false, reason: 'categories must be a string or a list of strings' };
  const tags = list(r.tags);
  if (tags === null) return { ok: false, reason: 'tags must be a string or a list of strings' };
  const unknown = explicit.filter((c) => !isCategorySlug(c));
  if (unknown.length > 0) return { ok: false, reason: `unknown category ${JSON.stringify(unknown[0])}` };
  const categories = explicit.length > 0 ? [...new Set(explicit as CategorySlug[])] : categoriesFor(tags, author as string | null, tagMap);
  if (categories.length === 0) return { ok: false, reason: 'no category (none given and no tag maps to one)' };
  return {
    ok: true,
    quote: { text, author: author as string | null, source: source as string | null, origin: origin as string | null, hash: contentHash(text), categories },
  };
}
