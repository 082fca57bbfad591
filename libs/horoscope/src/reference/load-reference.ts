/**
 * Reads the reference folder and builds the checked library. This is the only file of the reference code that
 * touches the file system; everything it returns is plain data for the pure functions.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Family } from './families';
import type { RawReferenceFile } from './reference-format';
import { type ReferenceLibrary, referenceLibraryFrom } from './reference-library';

export const REFERENCE_CONTENT_FROM_ROOT = join('libs', 'horoscope', 'content', 'reference');

/** The content folder from the sources or a compiled dist/ tree: the first folder above with package.json and the content. */
export function referenceContentDir(start: string = __dirname): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, REFERENCE_CONTENT_FROM_ROOT))) return join(dir, REFERENCE_CONTENT_FROM_ROOT);
    if (dirname(dir) === dir) throw new Error(`horoscope reference content not found above ${start} (${REFERENCE_CONTENT_FROM_ROOT})`);
  }
}

/** Every `*.json` of the folder, sorted; unparseable JSON is recorded for the checker, not thrown. */
export function readReferenceDir(dir: string): RawReferenceFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const text = readFileSync(join(dir, name), 'utf8');
      try {
        return { name, data: JSON.parse(text) as unknown };
      } catch (error) {
        return { name, data: null, parseError: (error as Error).message };
      }
    });
}

/** Reads and checks the folder; throws ReferenceContentError listing every defect of the families required. */
export function loadReferenceDir(dir: string, required: readonly Family[]): ReferenceLibrary {
  return referenceLibraryFrom(readReferenceDir(dir), required);
}
