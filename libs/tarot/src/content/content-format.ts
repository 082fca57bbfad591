/**
 * The versioned content files of libs/tarot/content: card texts (any number of files, e.g. one per suit) and
 * the spread positions. This module checks their shape and completeness against the deck; the writing rules
 * (lengths, no repeated sentence) are in content-quality.ts.
 */
import type { RawJsonFile } from '../../../platform/src/content/content-files';
import { DECK, cardBySlug } from '../deck/deck';
import { SPREAD_LAYOUTS, SPREAD_TYPES, type SpreadType } from '../spreads/layouts';

export const CARDS_FORMAT = 'almanac-tarot-cards';
export const SPREADS_FORMAT = 'almanac-tarot-spreads';

export const YES_NO_ANSWERS = ['yes', 'no', 'maybe'] as const;
export type YesNoAnswer = (typeof YES_NO_ANSWERS)[number];

export type Orientation = 'upright' | 'reversed';
export const ORIENTATIONS: readonly Orientation[] = ['upright', 'reversed'];

/** What a card says in one orientation. */
export interface OrientationText {
  keywords: string[];
  /** The meaning, about 80 words, specific to the card. */
  meaning: string;
  /** One short line for each time a spread position can read. */
  past: string;
  present: string;
  future: string;
  yes_no: { answer: YesNoAnswer; line: string };
}

export interface CardText {
  slug: string;
  upright: OrientationText;
  reversed: OrientationText;
  /** Advice for /tarot/power. */
  guidance: string;
  /** A first-person line for /tarot/power. */
  affirmation: string;
}

export interface PositionText {
  key: string;
  name: string;
  description: string;
}

export interface SpreadText {
  type: SpreadType;
  name: string;
  description: string;
  positions: PositionText[];
}

/** A content file as read (see libs/platform/src/content/content-files.ts). */
export type RawContentFile = RawJsonFile;

export interface ParsedContent {
  version: number | null;
  cards: Map<string, CardText>;
  spreads: Map<SpreadType, SpreadText>;
  problems: string[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** Exactly these keys, each present: extra keys are typos that would silently go unserved. */
function keysProblem(where: string, value: Obj, keys: readonly string[]): string[] {
  const problems: string[] = [];
  for (const key of keys) if (!(key in value)) problems.push(`${where}: missing "${key}"`);
  for (const key of Object.keys(value)) if (!keys.includes(key)) problems.push(`${where}: unknown field "${key}"`);
  return problems;
}

function parseOrientation(where: string, raw: unknown, problems: string[]): OrientationText | null {
  if (!isObj(raw)) {
    problems.push(`${where}: must be an object`);
    return null;
  }
  const before = problems.length;
  problems.push(...keysProblem(where, raw, ['keywords', 'meaning', 'past', 'present', 'future', 'yes_no']));
  if (!Array.isArray(raw.keywords) || raw.keywords.length === 0 || !raw.keywords.every(nonEmpty)) {
    problems.push(`${where}.keywords: must be a non-empty list of non-empty strings`);
  }
  for (const field of ['meaning', 'past', 'present', 'future'] as const) {
    if (!nonEmpty(raw[field])) problems.push(`${where}.${field}: must be a non-empty string`);
  }
  const yesNo = raw.yes_no;
  if (!isObj(yesNo) || !(YES_NO_ANSWERS as readonly unknown[]).includes(yesNo.answer) || !nonEmpty(yesNo.line)) {
    problems.push(`${where}.yes_no: must be { "answer": yes|no|maybe, "line": text }`);
  } else {
    problems.push(...keysProblem(`${where}.yes_no`, yesNo, ['answer', 'line']));
  }
  if (problems.length > before) return null;
  const y = yesNo as { answer: YesNoAnswer; line: string };
  return {
    keywords: raw.keywords as string[],
    meaning: raw.meaning as string,
    past: raw.past as string,
    present: raw.present as string,
    future: raw.future as string,
    yes_no: { answer: y.answer, line: y.line },
  };
}

function parseCard(where: string, raw: unknown, problems: string[]): CardText | null {
  if (!isObj(raw)) {
    problems.push(`${where}: must be an object`);
    return null;
  }
  const before = problems.length;
  problems.push(...keysProblem(where, raw, ['slug', 'upright', 'reversed', 'guidance', 'affirmation']));
  const slug = raw.slug;
  if (!nonEmpty(slug) || cardBySlug(slug) === undefined) problems.push(`${where}: slug ${JSON.stringify(slug)} is not a card of the deck`);
  const upright = parseOrientation(`${where} (${String(slug)}).upright`, raw.upright, problems);
  const reversed = parseOrientation(`${where} (${String(slug)}).reversed`, raw.reversed, problems);
  for (const field of ['guidance', 'affirmation'] as const) {
    if (!nonEmpty(raw[field])) problems.push(`${where} (${String(slug)}).${field}: must be a non-empty string`);
  }
  if (problems.length > before || !upright || !reversed) return null;
  return { slug: slug as string, upright, reversed, guidance: raw.guidance as string, affirmation: raw.affirmation as string };
}

function parseSpread(where: string, raw: unknown, problems: string[]): SpreadText | null {
  if (!isObj(raw)) {
    problems.push(`${where}: must be an object`);
    return null;
  }
  const before = problems.length;
  problems.push(...keysProblem(where, raw, ['type', 'name', 'description', 'positions']));
  const type = raw.type as SpreadType;
  if (!(SPREAD_TYPES as readonly unknown[]).includes(type)) {
    problems.push(`${where}: type ${JSON.stringify(raw.type)} is not one of ${SPREAD_TYPES.join(', ')}`);
    return null;
  }
  if (!nonEmpty(raw.name) || !nonEmpty(raw.description)) problems.push(`${where} (${type}): name and description must be non-empty strings`);
  const expected = SPREAD_LAYOUTS[type].map((p) => p.key);
  const positions: PositionText[] = [];
  if (!Array.isArray(raw.positions)) problems.push(`${where} (${type}).positions: must be a list`);
  else {
    raw.positions.forEach((pos, i) => {
      const at = `${where} (${type}).positions[${i}]`;
      if (!isObj(pos) || !nonEmpty(pos.key) || !nonEmpty(pos.name) || !nonEmpty(pos.description)) {
        problems.push(`${at}: must be { "key", "name", "description" } with non-empty strings`);
        return;
      }
      problems.push(...keysProblem(at, pos, ['key', 'name', 'description']));
      positions.push({ key: pos.key, name: pos.name, description: pos.description });
    });
    const got = positions.map((p) => p.key);
    if (got.join(',') !== expected.join(',')) {
      problems.push(`${where} (${type}): positions must be ${expected.join(', ')} in that order; got ${got.join(', ')}`);
    }
  }
  if (problems.length > before) return null;
  return { type, name: raw.name as string, description: raw.description as string, positions };
}

/**
 * Parses every file. With `requireAll`, every card of the deck and every spread must be present exactly once;
 * without it (a writer checking one file) only what is there is checked. All files must carry the same version.
 */
export function parseContentFiles(files: readonly RawContentFile[], options: { requireAll?: boolean } = {}): ParsedContent {
  const problems: string[] = [];
  const cards = new Map<string, CardText>();
  const spreads = new Map<SpreadType, SpreadText>();
  const versions = new Set<number>();
  const seenSlugs = new Map<string, string>();
  for (const file of files) {
    if (file.parseError !== undefined) {
      problems.push(`${file.name}: not valid JSON (${file.parseError})`);
      continue;
    }
    const data = file.data;
    if (!isObj(data)) {
      problems.push(`${file.name}: must be a JSON object`);
      continue;
    }
    if (!Number.isInteger(data.version) || (data.version as number) < 1) problems.push(`${file.name}: "version" must be a positive integer`);
    else versions.add(data.version as number);
    if (data.format === CARDS_FORMAT) {
      problems.push(...keysProblem(file.name, data, ['format', 'version', 'cards']));
      if (!Array.isArray(data.cards)) {
        problems.push(`${file.name}: "cards" must be a list`);
        continue;
      }
      data.cards.forEach((raw, i) => {
        const card = parseCard(`${file.name} cards[${i}]`, raw, problems);
        if (!card) return;
        const first = seenSlugs.get(card.slug);
        if (first !== undefined) problems.push(`${file.name} cards[${i}]: ${card.slug} is already written in ${first}`);
        else {
          seenSlugs.set(card.slug, file.name);
          cards.set(card.slug, card);
        }
      });
    } else if (data.format === SPREADS_FORMAT) {
      problems.push(...keysProblem(file.name, data, ['format', 'version', 'spreads']));
      if (!Array.isArray(data.spreads)) {
        problems.push(`${file.name}: "spreads" must be a list`);
        continue;
      }
      data.spreads.forEach((raw, i) => {
        const spread = parseSpread(`${file.name} spreads[${i}]`, raw, problems);
        if (!spread) return;
        if (spreads.has(spread.type)) problems.push(`${file.name} spreads[${i}]: ${spread.type} is written twice`);
        else spreads.set(spread.type, spread);
      });
    } else {
      problems.push(`${file.name}: "format" must be ${CARDS_FORMAT} or ${SPREADS_FORMAT}`);
    }
  }
  if (versions.size > 1) problems.push(`content files disagree on the version: ${[...versions].sort().join(', ')}`);
  if (options.requireAll ?? true) {
    for (const card of DECK) if (!cards.has(card.slug)) problems.push(`card ${card.slug}: no text in any file`);
    for (const type of SPREAD_TYPES) if (!spreads.has(type)) problems.push(`spread ${type}: no text in any file`);
  }
  return { version: versions.size === 1 ? [...versions][0] : null, cards, spreads, problems };
}
