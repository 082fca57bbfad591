import { LetterSystem, letterValue, valueRange } from './letter-tables';
import { NormalizedName } from './normalize-name';

/** How many letters of the whole name carry each value ("1" … "9"; "1" … "8" for Chaldean). */
export function valueCounts(name: NormalizedName, system: LetterSystem): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(valueRange(system).map((value) => [String(value), 0]));
  for (const letter of name.parts.join('')) counts[String(letterValue(letter, system))] += 1;
  return counts;
}

/** "1×3, 2×0, …": the counts table as a trail. */
export function formatCounts(counts: Record<string, number>): string {
  return Object.entries(counts).map(([value, count]) => `${value}×${count}`).join(', ');
}
