import { NameOptionsInput, parseNameOptions } from './name-input';
import { NameNumberReading, nameNumberReading } from './name-reading';
import { normalizeName } from './normalize-name';
import { TextCatalog } from './texts';

export interface AncestorInput extends NameOptionsInput {
  family_name: string;
}

export interface AncestorResult extends NameNumberReading {
  family_name: string;
  ancestor_number: number;
  legacy: string;
}

/** /ancestor-reading: the destiny number of the family name (all surname parts, per-part reduction). */
export function ancestorReading(input: AncestorInput, texts: TextCatalog): AncestorResult {
  const name = normalizeName(input.family_name, 'family_name');
  const reading = nameNumberReading(name, 'all', 'ancestor', { ...parseNameOptions(input), parameter: 'family_name' }, texts);
  return { family_name: input.family_name, ancestor_number: reading.number, legacy: reading.detailed_meaning, ...reading };
}
