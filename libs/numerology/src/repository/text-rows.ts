import type { TextEntry } from '../../../platform/src/content/text.repository';
import { AffirmationsFile, FamilyFile, RawContentFile, parseContentFiles } from '../content/content-format';
import { AFFIRMATION_FAMILY, AFFIRMATION_KEYS, AFFIRMATIONS_FILE, TEXT_FAMILIES, TEXT_FAMILY_KEYS, TextFamily } from '../content/families';
import { ContentFormatError, LoadedContent, catalogFrom } from '../content/load-content';
import { NumberText } from '../texts';

/** The `domain` of every numerology row in the `texts` table. */
export const NUMEROLOGY_DOMAIN = 'numerology';

/** Body of an affirmations row (family personal_day_affirmation, key = personal day 1-9). */
export interface AffirmationsBody {
  affirmations: string[];
}

/** One stored row as the text repository returns it. */
export interface TextRow {
  family: string;
  key: string;
  body: unknown;
}

/** The rows to store for the loaded content: one per (family, key); the body is the entry without its key. */
export function numerologyTextEntries(content: Pick<LoadedContent, 'families' | 'affirmationsFile'>): TextEntry<NumberText | AffirmationsBody>[] {
  const entries: TextEntry<NumberText | AffirmationsBody>[] = [];
  for (const family of TEXT_FAMILIES) {
    for (const entry of content.families[family]?.entries ?? []) {
      const body: NumberText = { title: entry.title, keywords: entry.keywords, meaning: entry.meaning, detailed_meaning: entry.detailed_meaning };
      entries.push({ domain: NUMEROLOGY_DOMAIN, family, key: entry.key, body });
    }
  }
  for (const entry of content.affirmationsFile?.entries ?? []) {
    entries.push({ domain: NUMEROLOGY_DOMAIN, family: AFFIRMATION_FAMILY, key: entry.key, body: { affirmations: entry.affirmations } });
  }
  return entries;
}

function isKnownRow(row: TextRow): boolean {
  if (row.family === AFFIRMATION_FAMILY) return AFFIRMATION_KEYS.includes(row.key);
  const keys = TEXT_FAMILY_KEYS[row.family as TextFamily] as readonly string[] | undefined;
  return keys !== undefined && keys.includes(row.key);
}

function bodyFields(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : { body };
}

/**
 * Rebuilds the TextCatalog from stored rows, checked by the same format rules as the content files (every family
 * and key present, every field well formed), so a damaged table fails at start-up instead of in a request.
 * Rows of families or keys the code no longer knows (left by an older content version) are ignored.
 */
export function catalogFromTextRows(rows: readonly TextRow[]): LoadedContent {
  const known = rows.filter(isKnownRow);
  const byFamily = new Map<string, TextRow[]>();
  for (const row of known) byFamily.set(row.family, [...(byFamily.get(row.family) ?? []), row]);
  const files: RawContentFile[] = [];
  // Rebuild the files the rows came from (version and role are not stored; any valid value will do).
  for (const [family, familyRows] of byFamily) {
    const entries = familyRows.map((row) => ({ key: row.key, ...bodyFields(row.body) }));
    files.push(family === AFFIRMATION_FAMILY
      ? { name: AFFIRMATIONS_FILE, data: { family, version: 1, entries } }
      : { name: `${family}.json`, data: { family, version: 1, role: family, entries } });
  }
  const parsed = parseContentFiles(files, { requireAll: true });
  if (parsed.problems.length > 0) {
    throw new ContentFormatError(parsed.problems.map((problem) => `texts table, domain ${NUMEROLOGY_DOMAIN}: ${problem}`));
  }
  return catalogFrom(parsed.families as Partial<Record<TextFamily, FamilyFile>>, parsed.affirmations as AffirmationsFile | null);
}
