import { CalendarDate, formatIsoDate } from './calendar';
import { DateComponent, lifePathReduction } from './date-components';
import { IntegerInput } from './params';
import { parseDateParts } from './parse-date';
import { Alternative, NumberReading, buildReading } from './reading';
import { TextCatalog } from './texts';

export interface LifePathInput {
  year: IntegerInput;
  month: IntegerInput;
  day: IntegerInput;
}

export interface LifePathResult extends NumberReading {
  life_path_number: number;
  summary: string;
  birth_date: string;
  components: DateComponent[];
  alternatives: Alternative[];
}

/** Life path of a validated date (used by /life_path and by every calculation that needs it). */
export function lifePathOf(date: CalendarDate, texts: TextCatalog): LifePathResult {
  const calc = lifePathReduction(date);
  const reading = buildReading(
    { number: calc.value, chain: calc.chain, calculation: calc.calculation, method: calc.method, family: 'life_path' },
    texts,
  );
  return {
    life_path_number: calc.value,
    summary: reading.meaning,
    ...reading,
    birth_date: formatIsoDate(date),
    components: calc.components,
    alternatives: calc.alternatives,
  };
}

/** /life_path (year, month, day). */
export function lifePath(input: LifePathInput, texts: TextCatalog): LifePathResult {
  const date = parseDateParts(input, { year: 'year', month: 'month', day: 'day' });
  return lifePathOf(date, texts);
}
