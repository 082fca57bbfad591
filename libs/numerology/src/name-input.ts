import { LetterSystem, parseLetterSystem } from './letter-tables';
import { NormalizedName, normalizeName, normalizeNameFields } from './normalize-name';
import { YRule, parseYRule } from './vowels';

/** Options every name-based calculation accepts. */
export interface NameOptionsInput {
  /** `pythagorean` (default) or `chaldean`. */
  system?: string;
  /** `auto` (default), `vowel` or `consonant`. */
  y_rule?: string;
}

export interface NameOptions {
  system: LetterSystem;
  yRule: YRule;
}

/** A birth name sent as separate fields (the spec's first/middle/last) or in one `full_name`. */
export interface PersonNameInput extends NameOptionsInput {
  first_name?: string;
  middle_name?: string;
  last_name?: string;
  full_name?: string;
}

export function parseNameOptions(input: NameOptionsInput): NameOptions {
  return { system: parseLetterSystem(input.system), yRule: parseYRule(input.y_rule) };
}

function present(value: string | undefined): value is string {
  return value !== undefined && value !== null && value.trim() !== '';
}

/**
 * Resolves a person's name: `full_name` when given, otherwise first_name + optional middle_name + last_name.
 * The middle name is optional everywhere (people without one exist; conventions §5).
 */
export function resolvePersonName(input: PersonNameInput): { name: NormalizedName; parameter: string } {
  if (present(input.full_name)) return { name: normalizeName(input.full_name, 'full_name'), parameter: 'full_name' };
  const name = normalizeNameFields([
    { value: input.first_name, parameter: 'first_name' },
    { value: input.middle_name, parameter: 'middle_name', optional: true },
    { value: input.last_name, parameter: 'last_name' },
  ]);
  return { name, parameter: 'first_name' };
}
