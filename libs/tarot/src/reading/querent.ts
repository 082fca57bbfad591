/**
 * The person a reading is for. The name only feeds the daily hash, so any script is welcome, but it has to be a
 * name: letters (with their accents), spaces, hyphens, apostrophes and periods.
 */
import { invalidParameter } from '../../../platform/src/problems/invalid-parameter.error';

const NAME_CHARACTER = /[\p{L}\p{M}\s'’\-.]/u;

export function checkName(name: string, parameter = 'name'): string {
  const trimmed = name.trim();
  if (trimmed === '') throw invalidParameter(parameter, 'must not be empty');
  const chars = [...trimmed];
  const bad = chars.findIndex((c) => !NAME_CHARACTER.test(c));
  if (bad >= 0) {
    throw invalidParameter(
      parameter,
      `must be a person's name (letters, spaces, hyphens, apostrophes, periods); character ${JSON.stringify(chars[bad])} at position ${bad + 1} is not allowed`,
    );
  }
  if (!chars.some((c) => /\p{L}/u.test(c))) throw invalidParameter(parameter, 'must contain at least one letter');
  return trimmed;
}

/** A date of birth, already a real YYYY-MM-DD date, must not lie after the caller's today. */
export function checkDob(dob: string, today: string, tz: string, parameter = 'dob'): string {
  if (dob > today) throw invalidParameter(parameter, `must not be in the future: ${dob} is after today (${today} in ${tz})`);
  return dob;
}
