import type { RawJsonFile } from '../../../platform/src/content/content-files';
/**
 * The shape of one reference file (`<family>.json`): `{ family, version, entries: [{ key, title, keywords,
 * summary, text }] }`. Parsing reports every shape defect instead of stopping at the first, so one run of the
 * quality test lists everything a writer has to fix.
 */
export interface ReferenceEntry {
  readonly key: string;
  readonly title: string;
  readonly keywords: readonly string[];
  readonly summary: string;
  readonly text: string;
}

export interface ReferenceFile {
  readonly family: string;
  readonly version: number;
  readonly entries: readonly ReferenceEntry[];
}

/** A content file as read (see libs/platform/src/content/content-files.ts). */
export type RawReferenceFile = RawJsonFile;

const ENTRY_FIELDS = ['key', 'title', 'keywords', 'summary', 'text'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The file as a ReferenceFile, or the list of what is wrong with its shape (names the file and entry). */
export function parseReferenceFile(raw: RawReferenceFile): { file: ReferenceFile | null; problems: string[] } {
  const at = raw.name;
  if (raw.parseError !== undefined) return { file: null, problems: [`${at}: not valid JSON (${raw.parseError})`] };
  const data = raw.data;
  if (!isRecord(data)) return { file: null, problems: [`${at}: must be an object with family, version and entries`] };
  const problems: string[] = [];
  const extra = Object.keys(data).filter((k) => !['family', 'version', 'entries'].includes(k));
  if (extra.length) problems.push(`${at}: unexpected fields ${extra.join(', ')}`);
  if (typeof data.family !== 'string') problems.push(`${at}: family must be a string`);
  else if (`${data.family}.json` !== raw.name.split('/').pop()) problems.push(`${at}: family "${data.family}" does not match the file name`);
  if (typeof data.version !== 'number' || !Number.isInteger(data.version) || data.version < 1) problems.push(`${at}: version must be a positive integer`);
  if (!Array.isArray(data.entries)) {
    problems.push(`${at}: entries must be an array`);
    return { file: null, problems };
  }
  const entries: ReferenceEntry[] = [];
  data.entries.forEach((entry: unknown, index: number) => {
    const where = `${at} entry ${index}${isRecord(entry) && typeof entry.key === 'string' ? ` (${entry.key})` : ''}`;
    if (!isRecord(entry)) {
      problems.push(`${where}: must be an object`);
      return;
    }
    const unknownFields = Object.keys(entry).filter((k) => !ENTRY_FIELDS.includes(k));
    if (unknownFields.length) problems.push(`${where}: unexpected fields ${unknownFields.join(', ')}`);
    const strings = ['key', 'title', 'summary', 'text'].filter((k) => typeof entry[k] !== 'string' || (entry[k] as string).trim() === '');
    if (strings.length) problems.push(`${where}: ${strings.join(', ')} must be non-empty strings`);
    const keywords = entry.keywords;
    if (!Array.isArray(keywords) || keywords.some((k) => typeof k !== 'string')) problems.push(`${where}: keywords must be an array of strings`);
    if (strings.length === 0 && Array.isArray(keywords) && keywords.every((k) => typeof k === 'string')) {
      entries.push({ key: entry.key as string, title: entry.title as string, keywords: keywords as string[], summary: entry.summary as string, text: entry.text as string });
    }
  });
  if (problems.length) return { file: null, problems };
  return { file: { family: data.family as string, version: data.version as number, entries }, problems };
}
