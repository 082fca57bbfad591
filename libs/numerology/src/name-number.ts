import { invalidInput } from './errors';
import { LetterSystem, letterValue } from './letter-tables';
import { NormalizedName } from './normalize-name';
import { Alternative } from './reading';
import { Reduction, formatChain, karmicDebtIn, reduceNumber, sumAndReduce } from './reduce';
import { YRule, vowelMask } from './vowels';

/** Which letters a name number counts: all (destiny), vowels (heart's desire) or consonants (personality). */
export type LetterFilter = 'all' | 'vowels' | 'consonants';

export interface LetterValue {
  letter: string;
  value: number;
}

/** One name part's share of a name number. */
export interface NamePartComponent {
  part: string;
  letters: LetterValue[];
  total: number;
  reduced: number;
  trail: string;
}

export interface NameNumberCalculation extends Reduction {
  karmic_debt: number | null;
  components: NamePartComponent[];
  calculation: string;
  method: 'per_part_reduction';
  alternatives: Alternative[];
  vowels_by_part: string[];
}

export interface NameNumberOptions {
  filter: LetterFilter;
  system: LetterSystem;
  yRule: YRule;
  /** Parameter to blame when nothing is left to count (e.g. a name without vowels). */
  parameter: string;
}

/** Letters of each part counted as vowels under the Y rule, e.g. MARY → "AY" in auto mode. */
export function vowelsByPart(name: NormalizedName, yRule: YRule): string[] {
  return name.parts.map((part) => {
    const mask = vowelMask(part, yRule);
    return Array.from(part).filter((_, index) => mask[index]).join('');
  });
}

/** The letters of a part selected by the filter, with their values. */
export function countedLetters(part: string, filter: LetterFilter, system: LetterSystem, yRule: YRule): LetterValue[] {
  const mask = vowelMask(part, yRule);
  return Array.from(part)
    .map((letter, index) => ({ letter, vowel: mask[index] }))
    .filter(({ vowel }) => filter === 'all' || (filter === 'vowels') === vowel)
    .map(({ letter }) => ({ letter, value: letterValue(letter, system) }));
}

const FILTER_NOUN: Record<LetterFilter, string> = { all: 'letters', vowels: 'vowels', consonants: 'consonants' };

/**
 * A name number by per-part reduction (conventions §5, Decoz): total each part's counted letters, reduce each part
 * (masters kept), add the parts, reduce again (masters kept). "Thomas John Hancock" → 22 + 2 + 1 = 25 → 7.
 * The sum-all-letters answer is recorded as the rival.
 */
export function computeNameNumber(name: NormalizedName, options: NameNumberOptions): NameNumberCalculation {
  const { filter, system, yRule } = options;
  const components = name.parts.map((part): NamePartComponent => {
    const letters = countedLetters(part, filter, system, yRule);
    const total = letters.reduce((acc, item) => acc + item.value, 0);
    const reduction = reduceNumber(total, 'keep_masters');
    const listed = letters.length === 0 ? `no ${FILTER_NOUN[filter]}` : letters.map((l) => `${l.letter}${l.value}`).join(' ');
    return { part, letters, total, reduced: reduction.value, trail: `${part}: ${listed} = ${formatChain(reduction.chain)}` };
  });
  const counted = components.filter((component) => component.letters.length > 0);
  if (counted.length === 0) {
    const hint = filter === 'vowels' && yRule !== 'vowel' ? ' (try y_rule=vowel if a Y is sounded as a vowel)' : '';
    throw invalidInput('invalid_value', options.parameter, `contains no ${FILTER_NOUN[filter]} to count${hint}`);
  }
  // With one counted part its own chain is the name's chain (so a lone 13 → 4 still shows its karmic debt).
  const steps = components.map((component) => component.trail);
  let final: Reduction = reduceNumber(counted[0].total, 'keep_masters');
  if (counted.length > 1) {
    const summed = sumAndReduce(counted.map((component) => component.reduced), 'keep_masters');
    steps.push(summed.trail);
    final = summed;
  }

  const allValues = components.flatMap((component) => component.letters.map((l) => l.value));
  const rival = reduceNumber(allValues.reduce((acc, value) => acc + value, 0), 'keep_masters');
  return {
    value: final.value,
    chain: final.chain,
    karmic_debt: karmicDebtIn(final.chain),
    components,
    calculation: steps.join('; '),
    method: 'per_part_reduction',
    alternatives: [{
      method: 'sum_all_letters',
      number: rival.value,
      calculation: `${allValues.join(' + ')} = ${formatChain(rival.chain)}`,
    }],
    vowels_by_part: vowelsByPart(name, yRule),
  };
}
