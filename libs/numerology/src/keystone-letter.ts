import { NameOptionsInput, parseNameOptions } from './name-input';
import { LetterSystem, letterValue } from './letter-tables';
import { normalizeName } from './normalize-name';
import { NumberReading, buildReading } from './reading';
import { TextCatalog } from './texts';

export interface LetterInput extends NameOptionsInput {
  name: string;
}

export interface KeystoneLetterResult extends NumberReading {
  letter: string;
  letter_value: number;
  first_word: string;
  normalized_name: string;
  system: LetterSystem;
}

/** The shared body of /cornerstone-letter and /capstone-letter. */
export function keystoneLetter(input: LetterInput, which: 'cornerstone' | 'capstone', texts: TextCatalog): KeystoneLetterResult {
  const { system } = parseNameOptions(input);
  const name = normalizeName(input.name, 'name');
  const word = name.parts[0];
  const letter = which === 'cornerstone' ? word[0] : word[word.length - 1];
  const value = letterValue(letter, system);
  const reading = buildReading(
    {
      number: value,
      chain: [value],
      calculation: `first word ${word}: ${which === 'cornerstone' ? 'first' : 'last'} letter ${letter} = ${value}`,
      method: which === 'cornerstone' ? 'first_letter_of_first_word' : 'last_letter_of_first_word',
      family: which,
      textKey: letter,
    },
    texts,
  );
  return { letter, letter_value: value, ...reading, first_word: word, normalized_name: name.text, system };
}
