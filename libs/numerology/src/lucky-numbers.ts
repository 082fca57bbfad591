import { formatIsoDate } from './calendar';
import { dateComponent, lifePathReduction } from './date-components';
import { computeNameNumber } from './name-number';
import { NameOptionsInput, parseNameOptions } from './name-input';
import { normalizeName } from './normalize-name';
import { parseIsoDate } from './parse-date';
import { NameEcho, nameEcho } from './reading';
import { isMaster, karmicDebtIn, root, sumAndReduce } from './reduce';
import { TextCatalog } from './texts';

export interface LuckyNumbersInput extends NameOptionsInput {
  birthdate: string;
  /** The spec lists the name parameter as `name` and sends `full_name`; both are accepted, full_name wins. */
  full_name?: string;
  name?: string;
}

export interface LuckyNumbers {
  destiny_number: number;
  inner_dream_number: number;
  life_path_number: number;
  lucky_number: number;
  soul_number: number;
  soul_urge_number: number;
}

export interface LuckyNumbersResult extends NameEcho {
  lucky_numbers: LuckyNumbers;
  number: number;
  master_number: boolean;
  karmic_debt: number | null;
  calculation: string;
  method: 'lucky_numbers';
  birthdate: string;
  /** The working of each of the six numbers. */
  calculations: Record<keyof LuckyNumbers, string>;
}

/**
 * /lucky_numbers: life path; destiny (all letters); soul urge (vowels = heart's desire); inner dream (consonants,
 * the older name of the personality number); soul = root of the soul urge; lucky number = reduce(life path +
 * birthday number), where the birthday number is the reduced day with masters kept (our conventions).
 */
export function luckyNumbers(input: LuckyNumbersInput, _texts?: TextCatalog): LuckyNumbersResult {
  const options = parseNameOptions(input);
  const useFullName = input.full_name !== undefined && input.full_name !== null && input.full_name.trim() !== '';
  const parameter = useFullName || input.name === undefined || input.name === null ? 'full_name' : 'name';
  const name = normalizeName(useFullName ? input.full_name : input.name, parameter);
  const date = parseIsoDate(input.birthdate, 'birthdate');

  const lifePath = lifePathReduction(date);
  const nameOptions = { system: options.system, yRule: options.yRule, parameter };
  const destiny = computeNameNumber(name, { ...nameOptions, filter: 'all' });
  const soulUrge = computeNameNumber(name, { ...nameOptions, filter: 'vowels' });
  const innerDream = computeNameNumber(name, { ...nameOptions, filter: 'consonants' });
  const birthday = dateComponent('day', date.day);
  const lucky = sumAndReduce([lifePath.value, birthday.reduced], 'keep_masters');
  const soul = root(soulUrge.value);

  const numbers: LuckyNumbers = {
    destiny_number: destiny.value,
    inner_dream_number: innerDream.value,
    life_path_number: lifePath.value,
    lucky_number: lucky.value,
    soul_number: soul,
    soul_urge_number: soulUrge.value,
  };
  const luckyTrail = `life path ${lifePath.value} + birthday ${birthday.reduced} (${birthday.trail}) = ${lucky.chain.join(' → ')}`;
  return {
    lucky_numbers: numbers,
    number: lucky.value,
    master_number: isMaster(lucky.value),
    karmic_debt: karmicDebtIn(lucky.chain),
    calculation: luckyTrail,
    method: 'lucky_numbers',
    birthdate: formatIsoDate(date),
    ...nameEcho(name, options.system, options.yRule, destiny.vowels_by_part),
    calculations: {
      destiny_number: destiny.calculation,
      inner_dream_number: innerDream.calculation,
      life_path_number: lifePath.calculation,
      lucky_number: luckyTrail,
      soul_number: `root(${soulUrge.value}) = ${soul}`,
      soul_urge_number: soulUrge.calculation,
    },
  };
}
