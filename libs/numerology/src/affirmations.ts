import { formatIsoDate } from './calendar';
import { parseIsoDate } from './parse-date';
import { PersonalDateInput, PersonalDayResult, personalDayOf } from './personal-cycles';
import { root } from './reduce';
import { TextCatalog } from './texts';

export interface AffirmationResult extends PersonalDayResult {
  affirmation: string;
  /** Index of the chosen line among the authored lines for this day number (0-based). */
  affirmation_index: number;
  affirmation_count: number;
}

/** 32-bit FNV-1a: a small, stable, platform-independent hash, so the same inputs pick the same line everywhere. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * /personal-day-affirmations: the personal day and one affirmation for it, picked by FNV-1a of "dob|date" so a
 * person sees the same line all day and different people (or days) usually differ. Master days use 2, 4, 6.
 */
export function personalDayAffirmations(input: PersonalDateInput, texts: TextCatalog): AffirmationResult {
  const dob = parseIsoDate(input.dob, 'dob');
  const target = parseIsoDate(input.target_date, 'target_date');
  const day = personalDayOf(dob, target, texts);
  const lines = texts.affirmations(root(day.personal_day_number));
  if (lines.length === 0) throw new Error(`no affirmations for personal day ${day.personal_day_number}`);
  const index = fnv1a32(`${formatIsoDate(dob)}|${formatIsoDate(target)}`) % lines.length;
  return { ...day, affirmation: lines[index], affirmation_index: index, affirmation_count: lines.length };
}
