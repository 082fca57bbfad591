import { PersonNameInput, parseNameOptions, resolvePersonName } from './name-input';
import { NameNumberReading, nameNumberReading } from './name-reading';
import { TextCatalog } from './texts';

export interface HeartDesireResult extends NameNumberReading {
  heart_desire_number: number;
  summary: string;
}

/** /heart_desire (soul urge): the vowels of the birth name (Y by `y_rule`), per-part reduction, masters kept. */
export function heartDesire(input: PersonNameInput, texts: TextCatalog): HeartDesireResult {
  const { name, parameter } = resolvePersonName(input);
  const reading = nameNumberReading(name, 'vowels', 'heart_desire', { ...parseNameOptions(input), parameter }, texts);
  return { heart_desire_number: reading.number, summary: reading.meaning, ...reading };
}
