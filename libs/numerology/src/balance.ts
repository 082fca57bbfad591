import { NameOptionsInput, parseNameOptions } from './name-input';
import { letterValue } from './letter-tables';
import { normalizeName } from './normalize-name';
import { NumberReading, buildReading } from './reading';
import { root, sumAndReduce } from './reduce';
import { TextCatalog } from './texts';

export interface BalanceInput extends NameOptionsInput {
  initials: string;
}

export interface BalanceResult extends NumberReading {
  balance_number: number;
  summary: string;
  /** The letters counted as initials, e.g. "TJH". */
  initials: string;
  system: 'pythagorean' | 'chaldean';
}

/**
 * /balance_number: the values of the initials added and reduced, masters kept (conventions §3: TJH = 2 + 1 + 8 = 11).
 * Every letter of `initials` is an initial ("TJH", "T.J.H." and "T J H" are the same); a full name sent here would
 * be counted letter by letter, which is why the counted initials are echoed. The balance texts exist for 1-9 only,
 * so a master balance reads the text of its root (text_key).
 */
export function balanceNumber(input: BalanceInput, texts: TextCatalog): BalanceResult {
  const { system } = parseNameOptions(input);
  const letters = Array.from(normalizeName(input.initials, 'initials').parts.join(''));
  return balanceOfInitials(letters, system, texts);
}

export function balanceOfInitials(letters: readonly string[], system: 'pythagorean' | 'chaldean', texts: TextCatalog): BalanceResult {
  const values = letters.map((letter) => letterValue(letter, system));
  const sum = sumAndReduce(values, 'keep_masters');
  const terms = letters.map((letter, index) => `${letter}${values[index]}`);
  const reading = buildReading(
    {
      number: sum.value,
      chain: sum.chain,
      calculation: `${terms.join(' + ')} = ${sum.chain.join(' → ')}`,
      method: 'initials_sum',
      family: 'balance',
      textKey: String(root(sum.value)),
    },
    texts,
  );
  return { balance_number: sum.value, summary: reading.meaning, ...reading, initials: letters.join(''), system };
}
