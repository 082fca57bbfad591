import { PersonNameInput, parseNameOptions, resolvePersonName } from './name-input';
import { NameNumberReading, nameNumberReading } from './name-reading';
import { TextCatalog } from './texts';

export interface DestinyResult extends NameNumberReading {
  destiny_number: number;
  summary: string;
}

/** /destiny_number (expression): every letter of the birth name, per-part reduction, masters kept. */
export function destinyNumber(input: PersonNameInput, texts: TextCatalog): DestinyResult {
  const { name, parameter } = resolvePersonName(input);
  const reading = nameNumberReading(name, 'all', 'destiny', { ...parseNameOptions(input), parameter }, texts);
  return { destiny_number: reading.number, summary: reading.meaning, ...reading };
}
