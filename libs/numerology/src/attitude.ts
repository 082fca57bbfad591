import { IntegerInput } from './params';
import { parseMonthDay } from './parse-date';
import { NumberReading, buildReading } from './reading';
import { sumAndReduce } from './reduce';
import { TextCatalog } from './texts';

export interface AttitudeInput {
  birth_day: IntegerInput;
  birth_month: IntegerInput;
}

export interface AttitudeResult extends NumberReading {
  attitude_number: number;
  number_summary: string;
}

/**
 * /attitude_number: reduce(month + day) on the raw values, masters kept (conventions §3: 3 March → 3 + 8 → 11;
 * 12 + 31 = 43 → 7). The day is checked against the month in a leap year, so 29 February is accepted.
 */
export function attitudeNumber(input: AttitudeInput, texts: TextCatalog): AttitudeResult {
  const { month, day } = parseMonthDay({ month: input.birth_month, day: input.birth_day }, { month: 'birth_month', day: 'birth_day' });
  const sum = sumAndReduce([month, day], 'keep_masters');
  const reading = buildReading(
    { number: sum.value, chain: sum.chain, calculation: `month ${month} + day ${day} = ${sum.chain.join(' → ')}`, method: 'month_plus_day', family: 'attitude' },
    texts,
  );
  return { attitude_number: sum.value, number_summary: reading.meaning, ...reading };
}
