import { CalendarDate, formatIsoDate } from './calendar';
import { AgeSpan, pinnacleSpans } from './cycle-ages';
import { lifePathReduction } from './date-components';
import { parseIsoDate } from './parse-date';
import { NumberReading, buildReading } from './reading';
import { Reduction, reduceNumber, root } from './reduce';
import { TextCatalog } from './texts';

export interface PinnacleInput {
  dob: string;
}

export interface Pinnacle extends NumberReading, AgeSpan {
  pinnacle: 1 | 2 | 3 | 4;
}

export interface PinnacleCyclesResult {
  dob: string;
  life_path_number: number;
  pinnacles: Pinnacle[];
  calculation: string;
  method: 'reduced_components';
}

/**
 * Pinnacle numbers (conventions §5): m, d, y = roots of month, day, year; P1 = reduce(m + d), P2 = reduce(d + y),
 * P3 = reduce(P1 + P2), P4 = reduce(m + y), masters kept in the sums.
 */
export function pinnacleNumbers(date: CalendarDate): { reductions: [Reduction, Reduction, Reduction, Reduction]; steps: string[] } {
  const m = root(date.month);
  const d = root(date.day);
  const y = root(date.year);
  const p1 = reduceNumber(m + d);
  const p2 = reduceNumber(d + y);
  const p3 = reduceNumber(p1.value + p2.value);
  const p4 = reduceNumber(m + y);
  return {
    reductions: [p1, p2, p3, p4],
    steps: [
      `P1 = ${m} + ${d} = ${p1.chain.join(' → ')}`,
      `P2 = ${d} + ${y} = ${p2.chain.join(' → ')}`,
      `P3 = ${p1.value} + ${p2.value} = ${p3.chain.join(' → ')}`,
      `P4 = ${m} + ${y} = ${p4.chain.join(' → ')}`,
    ],
  };
}

export function pinnacleCyclesOf(date: CalendarDate, texts: TextCatalog): PinnacleCyclesResult {
  const lifePath = lifePathReduction(date).value;
  const spans = pinnacleSpans(lifePath, date.year);
  const { reductions, steps } = pinnacleNumbers(date);
  const pinnacles = reductions.map((reduction, index): Pinnacle => ({
    pinnacle: (index + 1) as Pinnacle['pinnacle'],
    ...buildReading(
      { number: reduction.value, chain: reduction.chain, calculation: steps[index], method: 'reduced_components', family: 'pinnacle' },
      texts,
    ),
    ...spans[index],
  }));
  return {
    dob: formatIsoDate(date),
    life_path_number: lifePath,
    pinnacles,
    calculation: `month ${date.month} → ${root(date.month)}, day ${date.day} → ${root(date.day)}, year ${date.year} → ${root(date.year)}; ` +
      `${steps.join('; ')}; first pinnacle ends at 36 − ${root(lifePath)} = ${36 - root(lifePath)}`,
    method: 'reduced_components',
  };
}

/** /pinnacle-cycles (dob). */
export function pinnacleCycles(input: PinnacleInput, texts: TextCatalog): PinnacleCyclesResult {
  return pinnacleCyclesOf(parseIsoDate(input.dob, 'dob'), texts);
}
