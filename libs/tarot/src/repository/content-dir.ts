import { join } from 'node:path';
import { findInRepository } from '../../../platform/src/content/content-files';

/** Where the tarot content lives, relative to the repository root. */
export const TAROT_CONTENT_FROM_ROOT = join('libs', 'tarot', 'content');

/** The content folder, from the sources or a compiled dist/ tree alike. */
export function tarotContentDir(start: string = __dirname): string {
  return findInRepository(TAROT_CONTENT_FROM_ROOT, start, 'tarot content');
}
