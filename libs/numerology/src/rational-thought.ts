import { dateComponent } from './date-components';
import { NameOptionsInput, parseNameOptions } from './name-input';
import { computeNameNumber } from './name-number';
import { normalizeName } from './normalize-name';
import { IntegerInput } from './params';
import { parseDayOfMonth } from './parse-date';
import { NameEcho, NumberReading, buildReading, nameEcho } from './reading';
import { sumAndReduce } from './reduce';
import { TextCatalog } from './texts';

export interface ThoughtInput extends NameOptionsInput {
  first_name: string;
  birth_day: IntegerInput;
}

export interface RationalThoughtResult extends NumberReading, NameEcho {
  rational_thought_number: number;
  first_name_number: number;
  birth_day_number: number;
}

/** /thought_number: reduce(reduce(first-name total) + reduce(birth day)), masters kept (John + 16 → 2 + 7 = 9). */
export function thoughtNumber(input: ThoughtInput, texts: TextCatalog): RationalThoughtResult {
  const options = parseNameOptions(input);
  const name = normalizeName(input.first_name, 'first_name');
  const day = parseDayOfMonth(input.birth_day, 'birth_day');
  const first = computeNameNumber(name, { filter: 'all', system: options.system, yRule: options.yRule, parameter: 'first_name' });
  const birthDay = dateComponent('day', day);
  const sum = sumAndReduce([first.value, birthDay.reduced], 'keep_masters');
  const reading = buildReading(
    {
      number: sum.value,
      chain: sum.chain,
      calculation: `${first.calculation}; ${birthDay.trail}; ${first.value} + ${birthDay.reduced} = ${sum.chain.join(' → ')}`,
      method: 'first_name_plus_birth_day',
      family: 'rational_thought',
    },
    texts,
  );
  return {
    rational_thought_number: sum.value,
    ...reading,
    ...nameEcho(name, options.system, options.yRule, first.vowels_by_part),
    first_name_number: first.value,
    birth_day_number: birthDay.reduced,
  };
}
