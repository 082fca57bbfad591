import { CalendarDate, formatIsoDate } from './calendar';
import { DateComponent, dateComponents, lifePathReduction } from './date-components';
import { IntegerInput } from './params';
import { parseDateParts } from './parse-date';
import { NumberReading, buildReading } from './reading';
import { root } from './reduce';
import { TextCatalog } from './texts';

export interface PeriodCyclesInput {
  birth_year: IntegerInput;
  birth_month: IntegerInput;
  birth_day: IntegerInput;
}

export interface PeriodCycle extends NumberReading {
  /** "0 - 28 yrs", "29 - 55 yrs", "56 yrs" (spec format). */
  cycle: string;
  number_meaning: string;
  from_age: number;
  to_age: number | null;
  start_year: number;
  end_year: number | null;
}

export interface PeriodCyclesResult {
  life_path: { life_path_number: number };
  periods: { first_period: PeriodCycle; second_period: PeriodCycle; third_period: PeriodCycle };
  birth_date: string;
  calculation: string;
  method: 'decoz_period_table';
}

/**
 * Age at which the second period begins, by root(life path) (Decoz's table, conventions §5). It is the age at the
 * start of the calendar year whose personal year is 1, among ages 25-33; "36 − life path" agrees except for life
 * paths 1, 2 and 11.
 */
const SECOND_PERIOD_START: Readonly<Record<number, number>> = { 1: 26, 2: 25, 3: 33, 4: 32, 5: 31, 6: 30, 7: 29, 8: 28, 9: 27 };

export function secondPeriodStart(lifePathNumber: number): number {
  return SECOND_PERIOD_START[root(lifePathNumber)];
}

export function periodCyclesOf(date: CalendarDate, texts: TextCatalog): PeriodCyclesResult {
  const lifePath = lifePathReduction(date).value;
  const start = secondPeriodStart(lifePath);
  const spans: [number, number | null][] = [[0, start - 1], [start, start + 26], [start + 27, null]];
  const build = (component: DateComponent, index: number): PeriodCycle => {
    const [from, to] = spans[index];
    const reading = buildReading(
      {
        number: component.reduced,
        chain: component.chain,
        calculation: component.trail,
        method: 'component_reduction',
        family: 'period_cycle',
      },
      texts,
    );
    return {
      cycle: to === null ? `${from} yrs` : `${from} - ${to} yrs`,
      number_meaning: reading.meaning,
      ...reading,
      from_age: from,
      to_age: to,
      start_year: date.year + from,
      end_year: to === null ? null : date.year + to,
    };
  };
  const [month, day, year] = dateComponents(date);
  return {
    life_path: { life_path_number: lifePath },
    periods: { first_period: build(month, 0), second_period: build(day, 1), third_period: build(year, 2) },
    birth_date: formatIsoDate(date),
    calculation: `life path ${lifePath} (root ${root(lifePath)}) → second period starts at age ${start}; ` +
      `${month.trail}; ${day.trail}; ${year.trail}`,
    method: 'decoz_period_table',
  };
}

/** /period_cycles (birth_year, birth_month, birth_day). */
export function periodCycles(input: PeriodCyclesInput, texts: TextCatalog): PeriodCyclesResult {
  const date = parseDateParts(
    { year: input.birth_year, month: input.birth_month, day: input.birth_day },
    { year: 'birth_year', month: 'birth_month', day: 'birth_day' },
  );
  return periodCyclesOf(date, texts);
}
