import { invalidInput, quoteValue } from './errors';
import { codePointLabel, foldLetter, isCombiningMark, scriptOf } from './fold-latin';
import { LetterSystem, letterValue, parseLetterSystem } from './letter-tables';
import { NumberReading, buildReading } from './reading';
import { formatChain, reduceNumber } from './reduce';
import { TextCatalog } from './texts';

export interface EmailInput {
  email: string;
  system?: string;
}

export interface EmailTerm {
  character: string;
  value: number;
}

export interface EmailResult extends NumberReading {
  email: string;
  email_number: number;
  local_part: string;
  /** The local part as counted: folded letters and digits. */
  normalized_local_part: string;
  terms: EmailTerm[];
  system: LetterSystem;
}

/** Characters allowed in an unquoted local part besides letters and digits (RFC 5322 atext and dots); they count 0. */
const LOCAL_PART_SYMBOLS = new Set(Array.from(".!#$%&'*+/=?^_`{|}~-"));

/**
 * /email-numerology: the local part only (the domain is shared with strangers, the local part is chosen); letters
 * by their letter value, digits at face value, punctuation ignored; reduced with masters kept (our convention).
 */
export function emailNumerology(input: EmailInput, texts: TextCatalog): EmailResult {
  const system = parseLetterSystem(input.system);
  if (input.email === undefined || input.email === null) throw invalidInput('missing_parameter', 'email', 'is required');
  if (typeof input.email !== 'string') throw invalidInput('invalid_type', 'email', `must be text; got ${quoteValue(input.email)}`);
  const email = input.email.trim();
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1 || /\s/.test(email)) {
    throw invalidInput('invalid_email', 'email', `must be an address like name@example.com; got ${quoteValue(input.email)}`);
  }
  const localPart = email.slice(0, at);
  const terms: EmailTerm[] = [];
  let position = 0;
  for (const char of localPart) {
    position += 1;
    if (/^[0-9]$/.test(char)) {
      terms.push({ character: char, value: Number(char) });
      continue;
    }
    if (LOCAL_PART_SYMBOLS.has(char) || isCombiningMark(char)) continue;
    const folded = foldLetter(char);
    if (folded !== null) {
      for (const letter of folded) terms.push({ character: letter, value: letterValue(letter, system) });
      continue;
    }
    const script = /^\p{L}$/u.test(char) ? scriptOf(char) : null;
    const what = script !== null && script !== 'Latin' ? `the ${script} letter` : 'the character';
    throw invalidInput(
      'invalid_email',
      'email',
      `the local part contains ${what} ${JSON.stringify(char)} (${codePointLabel(char)}) at position ${position}, ` +
        'which has no numerology value; only Latin letters, digits and . _ - + and similar symbols are allowed',
    );
  }
  if (terms.length === 0) {
    throw invalidInput('invalid_email', 'email', 'the local part (before @) contains no letters or digits to count');
  }
  const reduction = reduceNumber(terms.reduce((acc, term) => acc + term.value, 0), 'keep_masters');
  const calculation = `${terms.map((term) => (/^[0-9]$/.test(term.character) ? term.character : `${term.character}${term.value}`)).join(' + ')} = ${formatChain(reduction.chain)}`;
  const reading = buildReading({ number: reduction.value, chain: reduction.chain, calculation, method: 'local_part_letters_and_digits', family: 'email' }, texts);
  return {
    email_number: reading.number,
    ...reading,
    email,
    local_part: localPart,
    normalized_local_part: terms.map((term) => term.character).join(''),
    terms,
    system,
  };
}
