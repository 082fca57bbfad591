/**
 * The writing rules of the tarot content, checked by a unit test on the real files and usable by a writer on
 * one file at a time: lengths, keyword form, no placeholders, no sentence used twice anywhere in the deck, and
 * upright and reversed readings that say different things.
 */
import { type CardText, ORIENTATIONS, type RawContentFile, parseContentFiles } from './content-format';

export const QUALITY_LIMITS = {
  meaningWords: [70, 100],
  lineWords: [8, 35],
  guidanceWords: [10, 45],
  affirmationWords: [6, 25],
  yesNoWords: [6, 30],
  keywords: [3, 6],
} as const;

const PLACEHOLDER = /(^|[^\p{L}])(lorem|ipsum|todo|tbd|tbc|placeholder|undefined|null|xxx)([^\p{L}]|$)/iu;
const FIRST_PERSON = /(^|[^\p{L}])(i|me|my|myself|mine)([^\p{L}]|$)/iu;
const ABBREVIATIONS = /\b(e\.g|i\.e|etc|vs|mr|mrs|ms|dr|st)\./gi;

export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /\p{L}/u.test(token)).length;
}

/** Sentences normalized for comparison: case, punctuation, quote style and spacing do not make a sentence new. */
export function normalizedSentences(text: string): string[] {
  return text
    .replace(ABBREVIATIONS, (m) => m.replaceAll('.', '\u0000'))
    .split(/(?<=[.!?;:])\s+/u)
    .map((s) =>
      s.replaceAll('\u0000', '.').normalize('NFKC').toLowerCase().replace(/[’‘]/g, "'").replace(/[^\p{L}\p{N}' ]+/gu, ' ').replace(/\s+/g, ' ').trim(),
    )
    .filter((s) => s.split(' ').length >= 3); // two-word fragments ("Not yet.") may recur without being copy-paste
}

/** Every text of a card with a label saying where it sits, in a fixed order. */
export function cardTexts(card: CardText): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const o of ORIENTATIONS) {
    const t = card[o];
    out.push([`${o}.meaning`, t.meaning], [`${o}.past`, t.past], [`${o}.present`, t.present], [`${o}.future`, t.future], [`${o}.yes_no.line`, t.yes_no.line]);
  }
  out.push(['guidance', card.guidance], ['affirmation', card.affirmation]);
  return out;
}

function limitFor(label: string): readonly [number, number] {
  if (label.endsWith('.meaning')) return QUALITY_LIMITS.meaningWords;
  if (label.endsWith('yes_no.line')) return QUALITY_LIMITS.yesNoWords;
  if (label === 'guidance') return QUALITY_LIMITS.guidanceWords;
  if (label === 'affirmation') return QUALITY_LIMITS.affirmationWords;
  return QUALITY_LIMITS.lineWords;
}

/** Problems of the given files (empty = passes); `requireAll` as in parseContentFiles. */
export function checkContentQuality(files: readonly RawContentFile[], options: { requireAll?: boolean } = {}): string[] {
  const parsed = parseContentFiles(files, options);
  const problems = [...parsed.problems];
  const sentences = new Map<string, string>();
  const wholeTexts = new Map<string, string>();
  const track = (where: string, text: string): void => {
    const whole = normalizedSentences(text).join(' ') || text.trim().toLowerCase();
    const sameText = wholeTexts.get(whole);
    if (sameText !== undefined) problems.push(`${where}: same text as ${sameText}`);
    else wholeTexts.set(whole, where);
    for (const sentence of normalizedSentences(text)) {
      const first = sentences.get(sentence);
      if (first === undefined) sentences.set(sentence, where);
      else if (first !== where) problems.push(`${where}: repeats a sentence of ${first}: "${sentence}"`);
    }
  };
  const check = (where: string, text: string, [min, max]: readonly [number, number]): void => {
    if (/[{}<>]/.test(text)) problems.push(`${where}: contains a brace or angle bracket`);
    const placeholder = PLACEHOLDER.exec(text);
    if (placeholder) problems.push(`${where}: contains the placeholder word "${placeholder[2]}"`);
    const words = countWords(text);
    if (words < min || words > max) problems.push(`${where}: ${words} words (${min}-${max} expected)`);
    if (text !== text.trim() || /\s{2,}/.test(text)) problems.push(`${where}: stray whitespace`);
    track(where, text);
  };

  for (const card of parsed.cards.values()) {
    for (const [label, text] of cardTexts(card)) check(`${card.slug} ${label}`, text, limitFor(label));
    if (!FIRST_PERSON.test(card.affirmation)) problems.push(`${card.slug} affirmation: not in the first person (I, me, my)`);
    for (const o of ORIENTATIONS) {
      const keywords = card[o].keywords;
      const [min, max] = QUALITY_LIMITS.keywords;
      if (keywords.length < min || keywords.length > max) problems.push(`${card.slug} ${o}.keywords: ${keywords.length} (${min}-${max} expected)`);
      if (new Set(keywords).size !== keywords.length) problems.push(`${card.slug} ${o}.keywords: a keyword repeats`);
      for (const k of keywords) if (k !== k.toLowerCase() || k !== k.trim()) problems.push(`${card.slug} ${o}.keywords: "${k}" must be lower case, trimmed`);
    }
    const up = [...card.upright.keywords].sort().join('|');
    if (up === [...card.reversed.keywords].sort().join('|')) problems.push(`${card.slug}: upright and reversed keywords are the same`);
  }
  for (const spread of parsed.spreads.values()) {
    check(`spread ${spread.type} description`, spread.description, [6, 60]);
    for (const position of spread.positions) check(`spread ${spread.type} position ${position.key}`, position.description, [4, 40]);
  }
  return problems;
}
