import { invalidInput, quoteValue } from './errors';
import { codePointLabel, foldLetter, isCombiningMark, scriptOf } from './fold-latin';

/** A name reduced to what numerology counts: upper-case A–Z parts. */
export interface NormalizedName {
  /** Name parts in order, e.g. ["JEANPIERRE", "OBRIEN"]. */
  parts: string[];
  /** The parts joined by single spaces: the `normalized_name` echoed to clients. */
  text: string;
}

/** Characters that join the letters around them (Jean-Pierre, O'Brien, St.John, Col·lell) and count for nothing. */
const JOINERS = new Set(['-', '\u2010', '\u2011', "'", '\u2019', '\u2018', '\u02bc', '.', '\u00b7']);

/**
 * Normalizes a personal name per conventions §1 or throws a 400 naming the parameter, the offending character
 * and its 1-based position in the text as sent (counted in Unicode code points).
 * Whitespace separates parts; joiners are removed; accents are folded; digits, letters of other scripts and any
 * other symbol are errors, because dropping them silently would produce a confident but wrong number.
 */
export function normalizeName(raw: unknown, parameter: string): NormalizedName {
  if (raw === undefined || raw === null) throw invalidInput('missing_parameter', parameter, 'is required');
  if (typeof raw !== 'string') {
    throw invalidInput('invalid_type', parameter, `must be text; got ${quoteValue(raw)}`);
  }
  if (raw.trim() === '') throw invalidInput('empty_name', parameter, 'must not be empty or only spaces');

  const parts: string[] = [];
  let current = '';
  const chars = Array.from(raw);
  chars.forEach((char, index) => {
    const position = index + 1;
    if (/^\s$/u.test(char)) {
      if (current !== '') parts.push(current);
      current = '';
      return;
    }
    if (JOINERS.has(char) || isCombiningMark(char)) return;
    if (/^\p{N}$/u.test(char)) {
      throw invalidInput(
        'digits_in_name',
        parameter,
        `contains the digit ${JSON.stringify(char)} at position ${position}; names may only contain letters`,
      );
    }
    const folded = foldLetter(char);
    if (folded !== null) {
      current += folded;
      return;
    }
    if (/^\p{L}$/u.test(char)) {
      const script = scriptOf(char);
      if (script !== null && script !== 'Latin') {
        throw invalidInput(
          'unsupported_script',
          parameter,
          `contains the ${script} letter ${JSON.stringify(char)} at position ${position}; ` +
            'only Latin letters (A-Z, accents folded) have numerology values',
        );
      }
      throw invalidInput(
        script === null ? 'unsupported_script' : 'invalid_character',
        parameter,
        `contains the letter ${JSON.stringify(char)} (${codePointLabel(char)}) at position ${position}, ` +
          'which does not fold to A-Z; only Latin letters (A-Z, accents folded) have numerology values',
      );
    }
    throw invalidInput(
      'invalid_character',
      parameter,
      `contains the character ${JSON.stringify(char)} (${codePointLabel(char)}) at position ${position}; ` +
        'names may only contain letters, spaces, hyphens, apostrophes and periods',
    );
  });
  if (current !== '') parts.push(current);
  if (parts.length === 0) throw invalidInput('empty_name', parameter, 'contains no letters');
  return { parts, text: parts.join(' ') };
}

/** One name field of a request: its value and the parameter name the client used for it. */
export interface NameField {
  value: unknown;
  parameter: string;
  /** Optional fields (a middle name) may be absent or blank. */
  optional?: boolean;
}

/** Normalizes several name fields (first, middle, last) in order and joins their parts into one name. */
export function normalizeNameFields(fields: readonly NameField[]): NormalizedName {
  const parts: string[] = [];
  for (const field of fields) {
    const blank = field.value === undefined || field.value === null ||
      (typeof field.value === 'string' && field.value.trim() === '');
    if (blank && field.optional) continue;
    parts.push(...normalizeName(field.value, field.parameter).parts);
  }
  return { parts, text: parts.join(' ') };
}
