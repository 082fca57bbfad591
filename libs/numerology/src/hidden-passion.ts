import { formatCounts, valueCounts } from './letter-counts';
import { LetterSystem } from './letter-tables';
import { NameOptionsInput, parseNameOptions } from './name-input';
import { NormalizedName, normalizeName } from './normalize-name';
import { NumberReading, buildReading } from './reading';
import { KeyedText, TextCatalog, textFor } from './texts';

export interface HiddenPassionInput extends NameOptionsInput {
  fullname: string;
}

export interface HiddenPassionResult extends NumberReading {
  /** The first (smallest) of the tied values; `hidden_passion_numbers` lists all of them. */
  hidden_passion_number: number;
  hidden_passion_numbers: number[];
  /** Letters per value in the full name. */
  counts: Record<string, number>;
  highest_count: number;
  normalized_name: string;
  system: LetterSystem;
  /** Texts of every tied value, in ascending order. */
  passions: (KeyedText & { number: number })[];
}

/** The value(s) carried by the most letters of the name, ascending; Decoz allows several hidden passions. */
export function hiddenPassionValues(name: NormalizedName, system: LetterSystem): { values: number[]; counts: Record<string, number>; highest: number } {
  const counts = valueCounts(name, system);
  const highest = Math.max(...Object.values(counts));
  const values = Object.entries(counts).filter(([, count]) => count === highest).map(([value]) => Number(value));
  return { values, counts, highest };
}

/** /hidden-passion (fullname): a count of letters per value, not a sum, so nothing is reduced. */
export function hiddenPassion(input: HiddenPassionInput, texts: TextCatalog): HiddenPassionResult {
  const { system } = parseNameOptions(input);
  const name = normalizeName(input.fullname, 'fullname');
  return hiddenPassionOf(name, system, texts);
}

export function hiddenPassionOf(name: NormalizedName, system: LetterSystem, texts: TextCatalog): HiddenPassionResult {
  const { values, counts, highest } = hiddenPassionValues(name, system);
  const reading = buildReading(
    {
      number: values[0],
      chain: [values[0]],
      calculation: `${formatCounts(counts)}; most letters (${highest}): ${values.join(', ')}`,
      method: 'most_frequent_value',
      family: 'hidden_passion',
    },
    texts,
  );
  return {
    hidden_passion_number: values[0],
    hidden_passion_numbers: values,
    ...reading,
    counts,
    highest_count: highest,
    normalized_name: name.text,
    system,
    passions: values.map((value) => ({ number: value, ...textFor(texts, 'hidden_passion', value) })),
  };
}
