/**
 * The quality rules of the reference content (format brief): every family present with exactly its keys; no
 * sentence repeated anywhere across all files; no placeholder words or template braces; summaries of at least 20
 * words and texts of at least 100; 3-6 lower-case keywords; titles distinct within a family.
 */
import { type Family, FAMILY_KEYS, isFamily } from './families';
import type { ReferenceFile } from './reference-format';

export const MIN_SUMMARY_WORDS = 20;
export const MIN_TEXT_WORDS = 100;
const PLACEHOLDER = /\b(lorem|todo|tbd|placeholder|undefined)\b|[{}]/i;

export function wordCount(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length;
}

/** Sentences as compared for repetition: split after . ! ? and normalised for case, punctuation and spacing. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, '').replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 0);
}

/**
 * Every defect of a set of parsed files, one message each. `required` lists the families that must be present
 * (all seven for the content folder; fewer when a caller serves a subset).
 */
export function referenceQualityProblems(files: readonly ReferenceFile[], required: readonly Family[]): string[] {
  const problems: string[] = [];
  const byFamily = new Map<string, ReferenceFile>();
  for (const file of files) {
    if (!isFamily(file.family)) problems.push(`${file.family}: not a known family`);
    else if (byFamily.has(file.family)) problems.push(`${file.family}: present more than once`);
    byFamily.set(file.family, file);
  }
  for (const family of required) if (!byFamily.has(family)) problems.push(`${family}: family missing`);

  const sentenceOwner = new Map<string, string>();
  for (const file of files) {
    if (!isFamily(file.family)) continue;
    const expected = FAMILY_KEYS[file.family];
    const keys = file.entries.map((e) => e.key);
    const missing = expected.filter((k) => !keys.includes(k));
    const unexpected = keys.filter((k) => !expected.includes(k));
    const repeatedKeys = keys.filter((k, i) => keys.indexOf(k) !== i);
    if (missing.length) problems.push(`${file.family}: missing keys ${missing.join(', ')}`);
    if (unexpected.length) problems.push(`${file.family}: unexpected keys ${unexpected.join(', ')}`);
    if (repeatedKeys.length) problems.push(`${file.family}: repeated keys ${repeatedKeys.join(', ')}`);
    const titles = new Map<string, string>();
    for (const entry of file.entries) {
      const at = `${file.family}/${entry.key}`;
      const title = entry.title.trim().toLowerCase();
      if (titles.has(title)) problems.push(`${at}: title "${entry.title}" also used by ${titles.get(title)}`);
      titles.set(title, entry.key);
      const summaryWords = wordCount(entry.summary);
      const textWords = wordCount(entry.text);
      if (summaryWords < MIN_SUMMARY_WORDS) problems.push(`${at}: summary has ${summaryWords} words, needs at least ${MIN_SUMMARY_WORDS}`);
      if (textWords < MIN_TEXT_WORDS) problems.push(`${at}: text has ${textWords} words, needs at least ${MIN_TEXT_WORDS}`);
      if (entry.keywords.length < 3 || entry.keywords.length > 6) problems.push(`${at}: needs 3 to 6 keywords, has ${entry.keywords.length}`);
      const badKeywords = entry.keywords.filter((k) => k !== k.toLowerCase() || k.trim() === '');
      if (badKeywords.length) problems.push(`${at}: keywords must be lower case and non-empty: ${badKeywords.join(', ')}`);
      for (const [field, value] of [['title', entry.title], ['summary', entry.summary], ['text', entry.text], ['keywords', entry.keywords.join(' ')]] as const) {
        const hit = PLACEHOLDER.exec(value);
        if (hit) problems.push(`${at}: ${field} contains placeholder "${hit[0]}"`);
      }
      for (const sentence of [...sentencesOf(entry.summary), ...sentencesOf(entry.text)]) {
        const owner = sentenceOwner.get(sentence);
        if (owner !== undefined) problems.push(`${at}: sentence repeated from ${owner}: "${sentence.slice(0, 80)}"`);
        else sentenceOwner.set(sentence, at);
      }
    }
  }
  return problems;
}
