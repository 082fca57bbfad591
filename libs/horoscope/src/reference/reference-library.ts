/** The checked reference texts in memory, looked up by family and key. */
import type { Family } from './families';
import { type RawReferenceFile, type ReferenceEntry, parseReferenceFile } from './reference-format';
import { referenceQualityProblems } from './reference-quality';

export class ReferenceContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`horoscope reference content is not valid:\n- ${problems.slice(0, 50).join('\n- ')}`);
    this.name = 'ReferenceContentError';
  }
}

export interface ReferenceLibrary {
  /** The families this library was checked for (only these may be asked for). */
  readonly families: readonly Family[];
  entry(family: Family, key: string): ReferenceEntry;
}

/**
 * Parses and checks the files, keeping only the required families. The sentence rule spans every file given, so a
 * file served later cannot repeat one served now. Throws ReferenceContentError on any defect.
 */
export function referenceLibraryFrom(raw: readonly RawReferenceFile[], required: readonly Family[]): ReferenceLibrary {
  const parsed = raw.map(parseReferenceFile);
  const problems = parsed.flatMap((p) => p.problems);
  const files = parsed.flatMap((p) => (p.file ? [p.file] : []));
  problems.push(...referenceQualityProblems(files, required));
  if (problems.length) throw new ReferenceContentError(problems);
  const entries = new Map<string, ReferenceEntry>();
  for (const file of files) {
    if (!(required as readonly string[]).includes(file.family)) continue;
    for (const entry of file.entries) entries.set(`${file.family}/${entry.key}`, entry);
  }
  return {
    families: [...required],
    entry(family, key) {
      const found = entries.get(`${family}/${key}`);
      if (!found) throw new Error(`no reference text ${family}/${key} (families loaded: ${required.join(', ')})`);
      return found;
    },
  };
}
