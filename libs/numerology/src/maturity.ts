import { CalendarDate, formatIsoDate } from './calendar';
import { lifePathReduction } from './date-components';
import { NameOptions, NameOptionsInput, parseNameOptions } from './name-input';
import { computeNameNumber } from './name-number';
import { NormalizedName, normalizeName } from './normalize-name';
import { parseIsoDate } from './parse-date';
import { NameEcho, NumberReading, buildReading, nameEcho } from './reading';
import { sumAndReduce } from './reduce';
import { TextCatalog } from './texts';

export interface MaturityInput extends NameOptionsInput {
  dob: string;
  fullname: string;
}

export interface MaturityResult extends NumberReading, NameEcho {
  maturity_number: number;
  life_path_number: number;
  destiny_number: number;
  dob: string;
}

export function maturityOf(date: CalendarDate, name: NormalizedName, options: NameOptions & { parameter: string }, texts: TextCatalog): MaturityResult {
  const lifePath = lifePathReduction(date);
  const destiny = computeNameNumber(name, { filter: 'all', ...options });
  const sum = sumAndReduce([lifePath.value, destiny.value], 'keep_masters');
  const reading = buildReading(
    {
      number: sum.value,
      chain: sum.chain,
      calculation: `life path: ${lifePath.calculation}; destiny: ${destiny.calculation}; ` +
        `life path ${lifePath.value} + destiny ${destiny.value} = ${sum.chain.join(' → ')}`,
      method: 'life_path_plus_destiny',
      family: 'maturity',
    },
    texts,
  );
  return {
    maturity_number: sum.value,
    ...reading,
    ...nameEcho(name, options.system, options.yRule, destiny.vowels_by_part),
    life_path_number: lifePath.value,
    destiny_number: destiny.value,
    dob: formatIsoDate(date),
  };
}

/** /maturity-number: reduce(life path + destiny), each taken in its master form when it is one (11 + 22 = 33). */
export function maturityNumber(input: MaturityInput, texts: TextCatalog): MaturityResult {
  const date = parseIsoDate(input.dob, 'dob');
  const name = normalizeName(input.fullname, 'fullname');
  return maturityOf(date, name, { ...parseNameOptions(input), parameter: 'fullname' }, texts);
}
