import { readJsonDir } from '../../../platform/src/content/content-files';
import { NumberText, TextCatalog } from '../texts';
import { AffirmationsFile, FamilyFile, RawContentFile, parseContentFiles } from './content-format';
import { TextFamily } from './families';

/** The content files do not match the format; `problems` lists every defect found, one line each. */
export class ContentFormatError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`numerology content is not valid:\n- ${problems.join('\n- ')}`);
    this.name = 'ContentFormatError';
    this.problems = problems;
  }
}

/** A TextCatalog over the content files, plus the parsed files (for seeding a database). */
export interface LoadedContent extends TextCatalog {
  families: Partial<Record<TextFamily, FamilyFile>>;
  affirmationsFile: AffirmationsFile | null;
}

/** Reads every `*.json` file of a folder (sorted by name); unreadable JSON is recorded, not thrown. */
export function readContentDir(dir: string): RawContentFile[] {
  return readJsonDir(dir);
}

/** Builds a TextCatalog from parsed files; `get` throws for a family or key that is not loaded. */
export function catalogFrom(families: Partial<Record<TextFamily, FamilyFile>>, affirmationsFile: AffirmationsFile | null): LoadedContent {
  const index = new Map<string, NumberText>();
  for (const file of Object.values(families)) {
    for (const entry of file.entries) {
      index.set(`${file.family}/${entry.key}`, {
        title: entry.title, keywords: entry.keywords, meaning: entry.meaning, detailed_meaning: entry.detailed_meaning,
      });
    }
  }
  const lines = new Map((affirmationsFile?.entries ?? []).map((entry) => [entry.key, entry.affirmations]));
  return {
    families,
    affirmationsFile,
    get(family: TextFamily, key: string): NumberText {
      const text = index.get(`${family}/${key}`);
      if (text === undefined) throw new Error(`numerology text missing: ${family}/${key}`);
      return text;
    },
    affirmations(dayNumber: number): string[] {
      const key = String(dayNumber > 9 ? 1 + ((dayNumber - 1) % 9) : dayNumber);
      const found = lines.get(key);
      if (found === undefined) throw new Error(`numerology affirmations missing: ${key}`);
      return [...found];
    },
  };
}

/**
 * Loads and validates the content folder (libs/numerology/content). With `requireAll` (default) every family
 * and the affirmations file must be present; any format problem throws a ContentFormatError listing them all.
 */
export function loadContentFiles(dir: string, options: { requireAll?: boolean } = {}): LoadedContent {
  const parsed = parseContentFiles(readContentDir(dir), { requireAll: options.requireAll ?? true });
  if (parsed.problems.length > 0) throw new ContentFormatError(parsed.problems);
  return catalogFrom(parsed.families, parsed.affirmations);
}
