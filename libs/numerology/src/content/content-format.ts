import type { RawJsonFile } from '../../../platform/src/content/content-files';
import { AFFIRMATION_FAMILY, AFFIRMATION_KEYS, AFFIRMATIONS_FILE, TEXT_FAMILIES, TEXT_FAMILY_KEYS, TextFamily } from './families';

/** One entry of a family file (content format). */
export interface ContentEntry {
  key: string;
  title: string;
  keywords: string[];
  meaning: string;
  detailed_meaning: string;
}

export interface FamilyFile {
  family: TextFamily;
  version: number;
  role: string;
  entries: ContentEntry[];
}

export interface AffirmationEntry {
  key: string;
  affirmations: string[];
}

export interface AffirmationsFile {
  family: typeof AFFIRMATION_FAMILY;
  version: number;
  entries: AffirmationEntry[];
}

/** A content file as read (see libs/platform/src/content/content-files.ts). */
export type RawContentFile = RawJsonFile;

export interface ParsedContent {
  families: Partial<Record<TextFamily, FamilyFile>>;
  affirmations: AffirmationsFile | null;
  /** Format problems, each prefixed with the file name; empty when everything is well formed. */
  problems: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function checkKeys(file: string, seen: string[], expected: readonly string[], problems: string[]): void {
  const duplicates = seen.filter((key, index) => seen.indexOf(key) !== index);
  for (const key of new Set(duplicates)) problems.push(`${file}: key "${key}" appears more than once`);
  for (const key of expected) if (!seen.includes(key)) problems.push(`${file}: missing key "${key}"`);
  for (const key of new Set(seen)) if (!expected.includes(key)) problems.push(`${file}: unexpected key "${key}"`);
}

function checkVersion(file: string, data: Record<string, unknown>, problems: string[]): void {
  if (typeof data.version !== 'number' || !Number.isInteger(data.version) || data.version < 1) {
    problems.push(`${file}: "version" must be a positive integer`);
  }
}

function parseFamilyFile(file: string, family: TextFamily, data: unknown, problems: string[]): FamilyFile | null {
  if (!isRecord(data)) {
    problems.push(`${file}: must be a JSON object`);
    return null;
  }
  const before = problems.length;
  if (data.family !== family) problems.push(`${file}: "family" must be "${family}" (the file name); got ${JSON.stringify(data.family)}`);
  checkVersion(file, data, problems);
  if (typeof data.role !== 'string' || data.role.trim() === '') problems.push(`${file}: "role" must be a non-empty string`);
  if (!Array.isArray(data.entries)) {
    problems.push(`${file}: "entries" must be an array`);
    return null;
  }
  const entries: ContentEntry[] = [];
  data.entries.forEach((entry: unknown, index: number) => {
    const where = `${file}: entries[${index}]`;
    if (!isRecord(entry)) {
      problems.push(`${where} must be an object`);
      return;
    }
    const bad = (field: string, rule: string): void => {
      problems.push(`${where} (key ${JSON.stringify(entry.key)}): "${field}" ${rule}`);
    };
    if (typeof entry.key !== 'string') bad('key', 'must be a string');
    for (const field of ['title', 'meaning', 'detailed_meaning']) {
      if (typeof entry[field] !== 'string' || (entry[field] as string).trim() === '') bad(field, 'must be a non-empty string');
    }
    if (!isStringArray(entry.keywords)) bad('keywords', 'must be an array of strings');
    const extra = Object.keys(entry).filter((field) => !['key', 'title', 'keywords', 'meaning', 'detailed_meaning'].includes(field));
    if (extra.length > 0) bad(extra.join(', '), 'is not a field of the format');
    if (typeof entry.key === 'string' && typeof entry.title === 'string' && isStringArray(entry.keywords) &&
        typeof entry.meaning === 'string' && typeof entry.detailed_meaning === 'string') {
      entries.push({ key: entry.key, title: entry.title, keywords: entry.keywords, meaning: entry.meaning, detailed_meaning: entry.detailed_meaning });
    }
  });
  checkKeys(file, data.entries.filter(isRecord).map((entry) => String(entry.key)), TEXT_FAMILY_KEYS[family], problems);
  if (problems.length > before) return null;
  return { family, version: data.version as number, role: data.role as string, entries };
}

function parseAffirmationsFile(file: string, data: unknown, problems: string[]): AffirmationsFile | null {
  if (!isRecord(data)) {
    problems.push(`${file}: must be a JSON object`);
    return null;
  }
  const before = problems.length;
  if (data.family !== AFFIRMATION_FAMILY) problems.push(`${file}: "family" must be "${AFFIRMATION_FAMILY}"`);
  checkVersion(file, data, problems);
  if (!Array.isArray(data.entries)) {
    problems.push(`${file}: "entries" must be an array`);
    return null;
  }
  const entries: AffirmationEntry[] = [];
  data.entries.forEach((entry: unknown, index: number) => {
    if (!isRecord(entry) || typeof entry.key !== 'string' || !isStringArray(entry.affirmations)) {
      problems.push(`${file}: entries[${index}] must be { "key": string, "affirmations": string[] }`);
      return;
    }
    entries.push({ key: entry.key, affirmations: entry.affirmations });
  });
  checkKeys(file, data.entries.filter(isRecord).map((entry) => String(entry.key)), AFFIRMATION_KEYS, problems);
  if (problems.length > before) return null;
  return { family: AFFIRMATION_FAMILY, version: data.version as number, entries };
}

/**
 * Checks the shape of the content files (not the writing quality, see content-quality.ts): one file per known
 * family named after it, the exact keys of the family, the fields of the format. Missing families are reported
 * only when `requireAll` is set.
 */
export function parseContentFiles(files: readonly RawContentFile[], options: { requireAll?: boolean } = {}): ParsedContent {
  const problems: string[] = [];
  const families: Partial<Record<TextFamily, FamilyFile>> = {};
  let affirmations: AffirmationsFile | null = null;
  for (const file of files) {
    if (file.parseError !== undefined) {
      problems.push(`${file.name}: not valid JSON (${file.parseError})`);
      continue;
    }
    if (file.name === AFFIRMATIONS_FILE) {
      affirmations = parseAffirmationsFile(file.name, file.data, problems);
      continue;
    }
    const family = file.name.replace(/\.json$/, '') as TextFamily;
    if (!TEXT_FAMILIES.includes(family)) {
      problems.push(`${file.name}: no such family (expected one of ${TEXT_FAMILIES.join(', ')} or ${AFFIRMATIONS_FILE})`);
      continue;
    }
    const parsed = parseFamilyFile(file.name, family, file.data, problems);
    if (parsed !== null) families[family] = parsed;
  }
  if (options.requireAll) {
    const names = new Set(files.map((file) => file.name));
    for (const family of TEXT_FAMILIES) if (!names.has(`${family}.json`)) problems.push(`${family}.json: missing family file`);
    if (!names.has(AFFIRMATIONS_FILE)) problems.push(`${AFFIRMATIONS_FILE}: missing affirmations file`);
  }
  return { families, affirmations, problems };
}
