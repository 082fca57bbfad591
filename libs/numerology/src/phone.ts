import { invalidInput, quoteValue } from './errors';
import { codePointLabel } from './fold-latin';

/** Punctuation people type in phone numbers; it is dropped (conventions §1). */
const PHONE_PUNCTUATION = new Set(['+', ' ', '(', ')', '-', '.', '\u00a0', '\u2010', '\u2011', '\u2013']);

/**
 * Normalizes a phone number to its digits ("+1 (555) 010-9999" → "15550109999"). Letters or other symbols are
 * an error naming the character and its position; so are fewer than 3 or more than 15 digits (E.164 maximum).
 */
export function normalizePhone(raw: unknown, parameter: string): string {
  if (raw === undefined || raw === null) throw invalidInput('missing_parameter', parameter, 'is required');
  let text: string;
  if (typeof raw === 'number') {
    if (!Number.isSafeInteger(raw) || raw < 0) {
      throw invalidInput('invalid_phone', parameter, `must be a non-negative whole number or digits text; got ${quoteValue(raw)}`);
    }
    text = String(raw);
  } else if (typeof raw === 'string') {
    text = raw;
  } else {
    throw invalidInput('invalid_type', parameter, `must be digits; got ${quoteValue(raw)}`);
  }
  let digits = '';
  Array.from(text).forEach((char, index) => {
    if (/^[0-9]$/.test(char)) {
      digits += char;
      return;
    }
    if (PHONE_PUNCTUATION.has(char)) return;
    const kind = /^\p{L}$/u.test(char) ? 'the letter' : 'the character';
    throw invalidInput(
      'invalid_phone',
      parameter,
      `contains ${kind} ${JSON.stringify(char)} (${codePointLabel(char)}) at position ${index + 1}; ` +
        'a phone number may only contain the digits 0-9 and + ( ) - . or spaces',
    );
  });
  if (digits.length < 3 || digits.length > 15) {
    throw invalidInput('invalid_phone', parameter, `must contain 3 to 15 digits; got ${digits.length}`);
  }
  return digits;
}
