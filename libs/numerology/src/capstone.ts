import { KeystoneLetterResult, LetterInput, keystoneLetter } from './keystone-letter';
import { TextCatalog } from './texts';

/** /capstone-letter: the last letter of the first word ("Jean-Pierre" is one word, JEANPIERRE → E). */
export function capstoneLetter(input: LetterInput, texts: TextCatalog): KeystoneLetterResult {
  return keystoneLetter(input, 'capstone', texts);
}
