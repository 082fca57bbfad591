import { CalendarDate } from './calendar';
import { Alternative } from './reading';
import { Reduction, formatChain, karmicDebtIn, reduceNumber, sumAndReduce } from './reduce';

/** One part of a birth date reduced on its own (the component method). */
export interface DateComponent {
  name: 'month' | 'day' | 'year';
  value: number;
  reduced: number;
  /** Every value met while reducing, e.g. [1990, 19, 10, 1]. */
  chain: number[];
  /** e.g. "year 1990 → 19 → 10 → 1". */
  trail: string;
  /** Karmic debt met while reducing this component alone (day 13, year 1990 → 19), or null. */
  karmic_debt: number | null;
}

export interface ComponentReduction extends Reduction {
  components: DateComponent[];
  karmic_debt: number | null;
  calculation: string;
  method: 'component_reduction';
  alternatives: Alternative[];
}

export function dateComponent(name: DateComponent['name'], value: number): DateComponent {
  const reduction = reduceNumber(value, 'keep_masters');
  return {
    name,
    value,
    reduced: reduction.value,
    chain: reduction.chain,
    trail: `${name} ${formatChain(reduction.chain)}`,
    karmic_debt: karmicDebtIn(reduction.chain),
  };
}

/** Month, day and year (digit sum) reduced separately with masters kept, the components the pinnacle and period
 * cycles build on. */
export function dateComponents(date: CalendarDate): [DateComponent, DateComponent, DateComponent] {
  return [dateComponent('month', date.month), dateComponent('day', date.day), dateComponent('year', date.year)];
}

/**
 * The life path by the component method (conventions §5, Decoz): reduce(month) + reduce(day) + reduce(year), then
 * reduce, masters kept throughout. 18 Jun 1942 → 6 + 9 + 7 = 22; 14 Jul 1990 → 7 + 5 + 1 = 13 → 4 (karmic debt 13).
 * The all-digits sum is recorded as the rival (1942-06-18 → 31 → 4).
 */
export function lifePathReduction(date: CalendarDate): ComponentReduction {
  const components = dateComponents(date);
  const summed = sumAndReduce(components.map((component) => component.reduced), 'keep_masters');
  const digits = [
    ...String(date.month).padStart(2, '0'),
    ...String(date.day).padStart(2, '0'),
    ...String(date.year),
  ].map(Number);
  const rival = reduceNumber(digits.reduce((acc, digit) => acc + digit, 0), 'keep_masters');
  return {
    value: summed.value,
    chain: summed.chain,
    components,
    karmic_debt: karmicDebtIn(summed.chain),
    calculation: [...components.map((component) => component.trail), summed.trail].join('; '),
    method: 'component_reduction',
    alternatives: [{
      method: 'all_digits',
      number: rival.value,
      calculation: `${digits.join(' + ')} = ${formatChain(rival.chain)}`,
    }],
  };
}
