import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Where the authored content lives, relative to the repository root. */
export const CONTENT_PATH_FROM_ROOT = join('libs', 'numerology', 'content');

/**
 * The content folder, found from the TypeScript sources and from the compiled dist/ tree alike: the build copies
 * no data files, so we walk up from `start` to the first folder that has a package.json and the content folder.
 */
export function numerologyContentDir(start: string = __dirname): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, CONTENT_PATH_FROM_ROOT))) {
      return join(dir, CONTENT_PATH_FROM_ROOT);
    }
    if (dirname(dir) === dir) {
      throw new Error(`numerology content not found: no folder above ${start} has package.json and ${CONTENT_PATH_FROM_ROOT}`);
    }
  }
}
