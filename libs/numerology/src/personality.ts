import { PersonNameInput, parseNameOptions, resolvePersonName } from './name-input';
import { NameNumberReading, nameNumberReading } from './name-reading';
import { TextCatalog } from './texts';

export interface PersonalityResult extends NameNumberReading {
  personality_number: number;
  summary: string;
}

/** /personality_number: the consonants of the birth name (Y by `y_rule`), per-part reduction, masters kept. */
export function personalityNumber(input: PersonNameInput, texts: TextCatalog): PersonalityResult {
  const { name, parameter } = resolvePersonName(input);
  const reading = nameNumberReading(name, 'consonants', 'personality', { ...parseNameOptions(input), parameter }, texts);
  return { personality_number: reading.number, summary: reading.meaning, ...reading };
}
