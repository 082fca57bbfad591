import { invalidInput, quoteValue } from './errors';
import { codePointLabel, foldLetter, scriptOf } from './fold-latin';
import { letterValue } from './letter-tables';
import { formatChain, karmicDebtIn, reduceNumber } from './reduce';
import { KeyedText, TextCatalog, textFor } from './texts';

export interface GematriaInput {
  text: string;
}

export type GematriaScript = 'latin' | 'hebrew';
export type GematriaCipher = 'ordinal' | 'reverse_ordinal' | 'pythagorean' | 'standard_hebrew';

export interface GematriaLetter {
  letter: string;
  ordinal: number;
  reverse_ordinal: number;
  pythagorean: number;
  standard_hebrew: number;
}

export interface GematriaResult extends KeyedText {
  text: string;
  ordinal_gematria: number;
  ordinal_hidden_meaning: string;
  pythagorean_gematria: number;
  reverse_ordinal_gematria: number;
  standard_hebrew_gematria: number;
  script: GematriaScript;
  /** The letters counted, words separated by spaces (folded A–Z, or Hebrew letters without points). */
  normalized_text: string;
  letters: GematriaLetter[];
  /** Digital roots of the four totals (the totals themselves are never reduced). */
  reduced: Record<GematriaCipher, number>;
  calculations: Record<GematriaCipher, string>;
  /** Which value table each cipher used for this script. */
  ciphers: Record<GematriaCipher, string>;
  number: number;
  master_number: boolean;
  karmic_debt: number | null;
  calculation: string;
  method: 'latin_ciphers' | 'hebrew_mispar';
}

/** "Standard Hebrew" cipher of English gematria calculators (conventions §2). */
const ENGLISH_HEBREW: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, I: 9, J: 600, K: 10, L: 20, M: 30, N: 40, O: 50, P: 60, Q: 70,
  R: 80, S: 90, T: 100, U: 200, V: 700, W: 900, X: 300, Y: 400, Z: 500,
};

/** The 22 Hebrew letters in order with their Mispar Hechrechi values. */
const HEBREW_ALPHABET = 'אבגדהוזחטיכלמנסעפצקרשת';
const HEBREW_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 200, 300, 400];
/** Final forms count as the ordinary letter (Mispar Hechrechi); the "great" 500-900 finals are a different cipher. */
const HEBREW_FINALS: Readonly<Record<string, string>> = { 'ך': 'כ', 'ם': 'מ', 'ן': 'נ', 'ף': 'פ', 'ץ': 'צ' };
/** Yiddish digraph letters count as the two letters they join. */
const HEBREW_DIGRAPHS: Readonly<Record<string, string>> = { 'װ': 'וו', 'ױ': 'וי', 'ײ': 'יי' };

function latinLetter(letter: string): GematriaLetter {
  const ordinal = letter.charCodeAt(0) - 64;
  return { letter, ordinal, reverse_ordinal: 27 - ordinal, pythagorean: letterValue(letter), standard_hebrew: ENGLISH_HEBREW[letter] };
}

/**
 * A Hebrew letter in the four systems: ordinal = Mispar Siduri (alef 1 … tav 22), reverse = tav 1 … alef 22,
 * Pythagorean = the letter's 1-9 value (the root of its ordinal, which equals Mispar Katan), standard = Hechrechi.
 */
function hebrewLetter(letter: string): GematriaLetter {
  const base = HEBREW_FINALS[letter] ?? letter;
  const index = HEBREW_ALPHABET.indexOf(base);
  const ordinal = index + 1;
  return { letter, ordinal, reverse_ordinal: 23 - ordinal, pythagorean: ((ordinal - 1) % 9) + 1, standard_hebrew: HEBREW_VALUES[index] };
}

function isHebrewLetter(char: string): boolean {
  return HEBREW_ALPHABET.includes(char) || char in HEBREW_FINALS;
}

interface Scanned {
  script: GematriaScript;
  position: number;
  letters: string[];
}

/**
 * /gematria: the text's letters summed in four ciphers, totals not reduced. Latin text: ordinal, reverse ordinal,
 * Pythagorean and the English "standard Hebrew" table (accents folded). Hebrew script: Mispar Hechrechi (finals as
 * ordinary letters) and its ordinal counterparts. Non-letters (spaces, digits, punctuation, Hebrew points) are
 * ignored; letters of any other script, or a mix of Latin and Hebrew, are errors naming the character.
 */
export function gematria(input: GematriaInput, texts: TextCatalog): GematriaResult {
  if (input.text === undefined || input.text === null) throw invalidInput('missing_parameter', 'text', 'is required');
  if (typeof input.text !== 'string') throw invalidInput('invalid_type', 'text', `must be text; got ${quoteValue(input.text)}`);
  const words: Scanned[][] = [[]];
  let firstScript: GematriaScript | null = null;
  Array.from(input.text).forEach((raw, index) => {
    const position = index + 1;
    if (/^\s$/u.test(raw)) {
      words.push([]);
      return;
    }
    const latin = foldLetter(raw);
    let found: Scanned | null = null;
    if (latin !== null) {
      found = { script: 'latin', position, letters: Array.from(latin) };
    } else {
      const decomposed = Array.from(raw.normalize('NFKD')).flatMap((char) => Array.from(HEBREW_DIGRAPHS[char] ?? char));
      const hebrew = decomposed.filter(isHebrewLetter);
      if (hebrew.length > 0) {
        found = { script: 'hebrew', position, letters: hebrew };
      } else if (/^\p{L}$/u.test(raw)) {
        const script = scriptOf(raw);
        const what = script !== null && script !== 'Latin' ? `the ${script} letter` : 'the letter';
        throw invalidInput(
          'unsupported_script',
          'text',
          `contains ${what} ${JSON.stringify(raw)} (${codePointLabel(raw)}) at position ${position}; ` +
            'gematria is computed for Latin letters (accents folded) or Hebrew script',
        );
      }
    }
    if (found === null) return;
    firstScript ??= found.script;
    if (found.script !== firstScript) {
      throw invalidInput(
        'invalid_character',
        'text',
        `mixes scripts: the ${found.script === 'hebrew' ? 'Hebrew' : 'Latin'} letter ${JSON.stringify(raw)} at position ${position} ` +
          `follows ${firstScript === 'hebrew' ? 'Hebrew' : 'Latin'} letters; send Latin or Hebrew text, not both`,
      );
    }
    words[words.length - 1].push(found);
  });
  const script: GematriaScript | null = firstScript;
  if (script === null) throw invalidInput('invalid_value', 'text', 'contains no letters to count');

  const letters = words.flat().flatMap((scanned) => scanned.letters).map(script === 'latin' ? latinLetter : hebrewLetter);
  const ciphers: GematriaCipher[] = ['ordinal', 'reverse_ordinal', 'pythagorean', 'standard_hebrew'];
  const totals = Object.fromEntries(ciphers.map((cipher) => [cipher, letters.reduce((acc, l) => acc + l[cipher], 0)])) as Record<GematriaCipher, number>;
  const roots = Object.fromEntries(ciphers.map((cipher) => [cipher, reduceNumber(totals[cipher], 'single_digit')])) as Record<GematriaCipher, ReturnType<typeof reduceNumber>>;
  const calculations = Object.fromEntries(ciphers.map((cipher) => [
    cipher,
    `${letters.map((l) => `${l.letter}${l[cipher]}`).join(' + ')} = ${totals[cipher]}`,
  ])) as Record<GematriaCipher, string>;

  const hidden = textFor(texts, 'gematria_hidden', roots.ordinal.value);
  return {
    text: input.text,
    ordinal_gematria: totals.ordinal,
    ordinal_hidden_meaning: hidden.meaning,
    pythagorean_gematria: totals.pythagorean,
    reverse_ordinal_gematria: totals.reverse_ordinal,
    standard_hebrew_gematria: totals.standard_hebrew,
    script,
    normalized_text: words.map((word) => word.flatMap((scanned) => scanned.letters).join('')).filter((word) => word !== '').join(' '),
    letters,
    reduced: { ordinal: roots.ordinal.value, reverse_ordinal: roots.reverse_ordinal.value, pythagorean: roots.pythagorean.value, standard_hebrew: roots.standard_hebrew.value },
    calculations,
    ciphers: script === 'latin'
      ? { ordinal: 'A=1 … Z=26', reverse_ordinal: 'A=26 … Z=1', pythagorean: 'Pythagorean 1-9', standard_hebrew: 'English standard Hebrew (A-I 1-9, J 600, K 10 … Z 500)' }
      : { ordinal: 'Mispar Siduri (alef 1 … tav 22)', reverse_ordinal: 'reverse Siduri (tav 1 … alef 22)', pythagorean: 'Mispar Katan (1-9)', standard_hebrew: 'Mispar Hechrechi (finals as ordinary letters)' },
    number: totals.ordinal,
    master_number: false,
    karmic_debt: karmicDebtIn(roots.ordinal.chain),
    calculation: `${calculations.ordinal}; hidden meaning keyed by ${formatChain(roots.ordinal.chain)}`,
    method: script === 'latin' ? 'latin_ciphers' : 'hebrew_mispar',
    ...hidden,
  };
}
