/**
 * Reads the reference folder and builds the checked library. This is the only file of the reference code that
 * touches the file system; everything it returns is plain data for the pure functions.
 */
import { join } from 'node:path';
import { findInRepository, readJsonDir } from '../../../platform/src/content/content-files';
import type { Family } from './families';
import type { RawReferenceFile } from './reference-format';
import { type ReferenceLibrary, referenceLibraryFrom } from './reference-library';

export const REFERENCE_CONTENT_FROM_ROOT = join('libs', 'horoscope', 'content', 'reference');

/** The content folder from the sources or a compiled dist/ tree. */
export function referenceContentDir(start: string = __dirname): string {
  return findInRepository(REFERENCE_CONTENT_FROM_ROOT, start, 'horoscope reference content');
}

/** Every `*.json` of the folder, sorted; unparseable JSON is recorded for the checker, not thrown. */
export function readReferenceDir(dir: string): RawReferenceFile[] {
  return readJsonDir(dir);
}

/** Reads and checks the folder; throws ReferenceContentError listing every defect of the families required. */
export function loadReferenceDir(dir: string, required: readonly Family[]): ReferenceLibrary {
  return referenceLibraryFrom(readReferenceDir(dir), required);
}
