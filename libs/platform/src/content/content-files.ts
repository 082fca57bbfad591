/**
 * Reading authored content files (meanings, cards, reference texts) that ship in the repository. The build copies
 * no data files, so content is found from the TypeScript sources and from the compiled dist/ tree alike by
 * walking up to the repository root.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A content file as read: its file name and parsed JSON, or why it would not parse. */
export interface RawJsonFile {
  readonly name: string;
  readonly data: unknown;
  readonly parseError?: string;
}

/** Every `*.json` of a folder, sorted by name; unparseable JSON is recorded for the format checker, not thrown. */
export function readJsonDir(dir: string): RawJsonFile[] {
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

/** `relativePath` under the first folder above `start` that has both a package.json and that path. */
export function findInRepository(relativePath: string, start: string, what: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, relativePath))) return join(dir, relativePath);
    if (dirname(dir) === dir) throw new Error(`${what} not found: no folder above ${start} has package.json and ${relativePath}`);
  }
}
