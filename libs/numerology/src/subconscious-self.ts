import { valueRange } from './letter-tables';
import { formatCounts, valueCounts } from './letter-counts';
import { NameOptionsInput, parseNameOptions } from './name-input';
import { vowelsByPart } from './name-number';
import { normalizeName } from './normalize-name';
import { NameEcho, NumberReading, buildReading, nameEcho } from './reading';
import { TextCatalog } from './texts';

export interface SubconsciousInput extends NameOptionsInput {
  name: string;
}

export interface SubconsciousResult extends NumberReading, NameEcho {
  subconscious_self_number: number;
  /** Letters per value in the name. */
  counts: Record<string, number>;
  missing_values: number[];
}

/**
 * /subconscious_number: how many distinct values 1-9 occur in the full birth name (= 9 − number of karmic
 * lessons). A count, not a sum, so nothing is reduced. Under Chaldean values run 1-8, so the count is at most 8.
 */
export function subconsciousNumber(input: SubconsciousInput, texts: TextCatalog): SubconsciousResult {
  const options = parseNameOptions(input);
  const name = normalizeName(input.name, 'name');
  const counts = valueCounts(name, options.system);
  const present = Object.entries(counts).filter(([, count]) => count > 0).map(([value]) => Number(value));
  const missing = valueRange(options.system).filter((value) => !present.includes(value));
  const number = present.length;
  const reading = buildReading(
    {
      number,
      chain: [number],
      calculation: `${formatCounts(counts)}; ${valueRange(options.system).length} values − ${missing.length} missing = ${number}`,
      method: 'distinct_values_count',
      family: 'subconscious_self',
    },
    texts,
  );
  return {
    subconscious_self_number: number,
    ...reading,
    ...nameEcho(name, options.system, options.yRule, vowelsByPart(name, options.yRule)),
    counts,
    missing_values: missing,
  };
}
