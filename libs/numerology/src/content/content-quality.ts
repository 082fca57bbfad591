import { RawContentFile, parseContentFiles } from './content-format';
import { AFFIRMATIONS_PER_KEY } from './families';

/** Limits of the content format's quality rules. */
export const QUALITY_LIMITS = {
  meaningMinWords: 20,
  detailedMinWords: 80,
  keywordsMin: 3,
  keywordsMax: 6,
  affirmationMinWords: 8,
  affirmationMaxWords: 25,
} as const;

const PLACEHOLDER_WORDS = /(^|[^\p{L}])(lorem|todo|tbd|placeholder|undefined)([^\p{L}]|$)/iu;
const FIRST_PERSON = /(^|[^\p{L}])(i|me|my|myself|mine)([^\p{L}]|$)/iu;
/** Abbreviations whose period does not end a sentence. */
const ABBREVIATIONS = /\b(e\.g|i\.e|etc|vs|mr|mrs|ms|dr|st)\./gi;

export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /\p{L}/u.test(token)).length;
}

/** Sentences of a text, normalized for comparison (case, punctuation, quote style and spacing ignored). */
export function normalizedSentences(text: string): string[] {
  const protectedText = text.replace(ABBREVIATIONS, (match) => match.replaceAll('.', '\u0000'));
  return protectedText
    .split(/(?<=[.!?])\s+/u)
    .map((sentence) => sentence
      .replaceAll('\u0000', '.')
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim())
    .filter((sentence) => sentence !== '');
}

function placeholderProblem(where: string, text: string): string | null {
  if (text.includes('{') || text.includes('}')) return `${where}: contains a brace ("{" or "}")`;
  const match = PLACEHOLDER_WORDS.exec(text);
  return match === null ? null : `${where}: contains the placeholder word "${match[2]}"`;
}

/**
 * Every quality rule of the content format over a set of content files, as a list of problems (empty = passes):
 * format and exact keys of every family (all families required), no placeholders, minimum lengths, 3-6 lower-case
 * keywords, distinct titles per family, no sentence repeated anywhere across all files, and 20 distinct
 * first-person affirmations of 8-25 words per personal-day key.
 */
export function checkContentQuality(files: readonly RawContentFile[]): string[] {
  const parsed = parseContentFiles(files, { requireAll: true });
  const problems = [...parsed.problems];
  const sentences = new Map<string, string>();
  const track = (where: string, text: string): void => {
    for (const sentence of normalizedSentences(text)) {
      const first = sentences.get(sentence);
      if (first === undefined) sentences.set(sentence, where);
      else problems.push(`${where}: repeats a sentence already used in ${first}: "${sentence}"`);
    }
  };
  const placeholder = (where: string, text: string): void => {
    const problem = placeholderProblem(where, text);
    if (problem !== null) problems.push(problem);
  };

  for (const file of Object.values(parsed.families)) {
    const name = `${file.family}.json`;
    placeholder(`${name} role`, file.role);
    const titles = new Map<string, string>();
    for (const entry of file.entries) {
      const where = `${name} key ${entry.key}`;
      for (const [field, text] of [['title', entry.title], ['meaning', entry.meaning], ['detailed_meaning', entry.detailed_meaning]] as const) {
        placeholder(`${where} ${field}`, text);
      }
      entry.keywords.forEach((keyword) => placeholder(`${where} keywords`, keyword));
      const meaningWords = countWords(entry.meaning);
      if (meaningWords < QUALITY_LIMITS.meaningMinWords) {
        problems.push(`${where}: meaning has ${meaningWords} words (minimum ${QUALITY_LIMITS.meaningMinWords})`);
      }
      const detailedWords = countWords(entry.detailed_meaning);
      if (detailedWords < QUALITY_LIMITS.detailedMinWords) {
        problems.push(`${where}: detailed_meaning has ${detailedWords} words (minimum ${QUALITY_LIMITS.detailedMinWords})`);
      }
      const keywords = entry.keywords;
      if (keywords.length < QUALITY_LIMITS.keywordsMin || keywords.length > QUALITY_LIMITS.keywordsMax) {
        problems.push(`${where}: has ${keywords.length} keywords (${QUALITY_LIMITS.keywordsMin}-${QUALITY_LIMITS.keywordsMax} required)`);
      }
      for (const keyword of keywords) {
        if (keyword !== keyword.toLowerCase()) problems.push(`${where}: keyword "${keyword}" is not lower case`);
        if (keyword.trim() === '') problems.push(`${where}: has an empty keyword`);
      }
      if (new Set(keywords).size !== keywords.length) problems.push(`${where}: repeats a keyword`);
      const normalizedTitle = entry.title.trim().toLowerCase();
      const sameTitle = titles.get(normalizedTitle);
      if (sameTitle !== undefined) problems.push(`${where}: title "${entry.title}" is also the title of key ${sameTitle}`);
      else titles.set(normalizedTitle, entry.key);
      track(`${where} meaning`, entry.meaning);
      track(`${where} detailed_meaning`, entry.detailed_meaning);
    }
  }

  for (const entry of parsed.affirmations?.entries ?? []) {
    const where = `affirmations.json key ${entry.key}`;
    const distinct = new Set(entry.affirmations.map((line) => normalizedSentences(line).join(' ')));
    if (entry.affirmations.length !== AFFIRMATIONS_PER_KEY || distinct.size !== entry.affirmations.length) {
      problems.push(`${where}: has ${entry.affirmations.length} affirmations, ${distinct.size} distinct (exactly ${AFFIRMATIONS_PER_KEY} distinct required)`);
    }
    entry.affirmations.forEach((line, index) => {
      const lineWhere = `${where} #${index + 1}`;
      placeholder(lineWhere, line);
      const words = countWords(line);
      if (words < QUALITY_LIMITS.affirmationMinWords || words > QUALITY_LIMITS.affirmationMaxWords) {
        problems.push(`${lineWhere}: has ${words} words (${QUALITY_LIMITS.affirmationMinWords}-${QUALITY_LIMITS.affirmationMaxWords} required)`);
      }
      if (!FIRST_PERSON.test(line)) problems.push(`${lineWhere}: is not in the first person (no I, me, my, myself or mine)`);
      track(lineWhere, line);
    });
  }
  return problems;
}
