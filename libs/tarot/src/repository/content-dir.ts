import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Where the tarot content lives, relative to the repository root. */
export const TAROT_CONTENT_FROM_ROOT = join('libs', 'tarot', 'content');

/**
 * The content folder, found from the sources and from a compiled dist/ tree alike (the build copies no data
 * files): walk up from `start` to the first folder holding a package.json and the content folder.
 */
export function tarotContentDir(start: string = __dirname): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, TAROT_CONTENT_FROM_ROOT))) return join(dir, TAROT_CONTENT_FROM_ROOT);
    if (dirname(dir) === dir) throw new Error(`tarot content not found: no folder above ${start} has package.json and ${TAROT_CONTENT_FROM_ROOT}`);
  }
}
