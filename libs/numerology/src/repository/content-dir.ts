import { join } from 'node:path';
import { findInRepository } from '../../../platform/src/content/content-files';

/** Where the authored content lives, relative to the repository root. */
export const CONTENT_PATH_FROM_ROOT = join('libs', 'numerology', 'content');

/** The content folder, from the TypeScript sources or the compiled dist/ tree alike. */
export function numerologyContentDir(start: string = __dirname): string {
  return findInRepository(CONTENT_PATH_FROM_ROOT, start, 'numerology content');
}
