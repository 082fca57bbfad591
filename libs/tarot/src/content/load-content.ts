import { readJsonDir } from '../../../platform/src/content/content-files';
import type { SpreadType } from '../spreads/layouts';
import { type CardText, type RawContentFile, type SpreadText, parseContentFiles } from './content-format';

/** The content does not match the format; `problems` lists every defect, one per line. */
export class TarotContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`tarot content is not valid:\n- ${problems.join('\n- ')}`);
    this.name = 'TarotContentError';
  }
}

/** Every text the readings need, checked complete: one entry per card of the deck and per spread. */
export interface TarotTexts {
  /** The version shared by all content files (echoed in results as content_version). */
  readonly version: number;
  card(slug: string): CardText;
  spread(type: SpreadType): SpreadText;
}

/** Reads every `*.json` file of a folder, sorted by name; unparseable JSON is recorded, not thrown. */
export function readContentDir(dir: string): RawContentFile[] {
  return readJsonDir(dir);
}

/** A catalog over parsed content; throws TarotContentError unless every card and spread is present and well formed. */
export function tarotTextsFrom(files: readonly RawContentFile[]): TarotTexts & { cards: ReadonlyMap<string, CardText>; spreads: ReadonlyMap<SpreadType, SpreadText> } {
  const parsed = parseContentFiles(files, { requireAll: true });
  if (parsed.problems.length > 0 || parsed.version === null) throw new TarotContentError(parsed.problems.length ? parsed.problems : ['no content files']);
  const { cards, spreads } = parsed;
  return {
    version: parsed.version,
    cards,
    spreads,
    card(slug) {
      const text = cards.get(slug);
      if (!text) throw new Error(`tarot text missing for card ${slug}`);
      return text;
    },
    spread(type) {
      const text = spreads.get(type);
      if (!text) throw new Error(`tarot text missing for spread ${type}`);
      return text;
    },
  };
}

export function loadContentDir(dir: string): ReturnType<typeof tarotTextsFrom> {
  return tarotTextsFrom(readContentDir(dir));
}
