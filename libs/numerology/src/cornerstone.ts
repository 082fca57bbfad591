import { KeystoneLetterResult, LetterInput, keystoneLetter } from './keystone-letter';
import { TextCatalog } from './texts';

/** /cornerstone-letter: the first letter of the first word of the name (after folding: "Émile" → E). */
export function cornerstoneLetter(input: LetterInput, texts: TextCatalog): KeystoneLetterResult {
  return keystoneLetter(input, 'cornerstone', texts);
}
