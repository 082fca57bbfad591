import { TextFamily } from './content/families';
import { LetterFilter, NamePartComponent, computeNameNumber } from './name-number';
import { NameOptions } from './name-input';
import { NormalizedName } from './normalize-name';
import { Alternative, NameEcho, NumberReading, buildReading, nameEcho } from './reading';
import { TextCatalog } from './texts';

/** A name number with its working and texts: the common body of destiny, heart's desire, personality, ancestor. */
export interface NameNumberReading extends NumberReading, NameEcho {
  components: NamePartComponent[];
  alternatives: Alternative[];
}

export function nameNumberReading(
  name: NormalizedName,
  filter: LetterFilter,
  family: TextFamily,
  options: NameOptions & { parameter: string },
  texts: TextCatalog,
): NameNumberReading {
  const calc = computeNameNumber(name, { filter, system: options.system, yRule: options.yRule, parameter: options.parameter });
  const reading = buildReading(
    { number: calc.value, chain: calc.chain, calculation: calc.calculation, method: calc.method, family },
    texts,
  );
  return {
    ...reading,
    ...nameEcho(name, options.system, options.yRule, calc.vowels_by_part),
    components: calc.components,
    alternatives: calc.alternatives,
  };
}
