import { formatCounts, valueCounts } from './letter-counts';
import { NameOptionsInput, parseNameOptions } from './name-input';
import { vowelsByPart } from './name-number';
import { normalizeName } from './normalize-name';
import { NameEcho, nameEcho } from './reading';
import { KeyedText, TextCatalog, textFor } from './texts';

export interface KarmicLessonsInput extends NameOptionsInput {
  full_name: string;
}

export interface KarmicLessonsResult extends NameEcho {
  karmic_lessons: number[];
  karmic_lessons_summary: string[];
  /** Letters per value in the full name: a lesson is a value with count 0. */
  counts: Record<string, number>;
  calculation: string;
  method: 'missing_values';
  lessons: (KeyedText & { number: number })[];
}

/**
 * /karmic_lessons: the values absent from the full birth name (Hancock-style examples: Thomas John Hancock
 * lacks 7 and 9). Chaldean gives no letter a 9, so with `system=chaldean` only 1-8 can be lessons.
 */
export function karmicLessons(input: KarmicLessonsInput, texts: TextCatalog): KarmicLessonsResult {
  const options = parseNameOptions(input);
  const name = normalizeName(input.full_name, 'full_name');
  const counts = valueCounts(name, options.system);
  const missing = Object.entries(counts).filter(([, count]) => count === 0).map(([value]) => Number(value));
  const lessons = missing.map((value) => ({ number: value, ...textFor(texts, 'karmic_lesson', value) }));
  return {
    karmic_lessons: missing,
    karmic_lessons_summary: lessons.map((lesson) => lesson.meaning),
    ...nameEcho(name, options.system, options.yRule, vowelsByPart(name, options.yRule)),
    counts,
    calculation: `${formatCounts(counts)}; missing: ${missing.length === 0 ? 'none' : missing.join(', ')}`,
    method: 'missing_values',
    lessons,
  };
}
