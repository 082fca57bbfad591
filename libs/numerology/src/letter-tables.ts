import { parseEnum } from './params';

/**
 * Letter values (conventions §2 and the issue). Pythagorean is the default; Chaldean is the opt-in second table
 * for name numbers (`system=chaldean`). Chaldean gives no letter the value 9, so with it the values run 1-8.
 */
export type LetterSystem = 'pythagorean' | 'chaldean';
export const LETTER_SYSTEMS: readonly LetterSystem[] = ['pythagorean', 'chaldean'];

/** A→1 … I→9, J→1 …: the ordinal's digital root. */
const PYTHAGOREAN: Readonly<Record<string, number>> = Object.fromEntries(
  Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ', (letter, index) => [letter, (index % 9) + 1]),
);

const CHALDEAN_GROUPS: Readonly<Record<number, string>> = {
  1: 'AIJQY', 2: 'BKR', 3: 'CGLS', 4: 'DMT', 5: 'EHNX', 6: 'UVW', 7: 'OZ', 8: 'FP',
};
const CHALDEAN: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(CHALDEAN_GROUPS).flatMap(([value, letters]) => Array.from(letters, (letter) => [letter, Number(value)])),
);

/** The values a letter table can produce: 1-9 for Pythagorean, 1-8 for Chaldean. */
export function valueRange(system: LetterSystem): number[] {
  return system === 'chaldean' ? [1, 2, 3, 4, 5, 6, 7, 8] : [1, 2, 3, 4, 5, 6, 7, 8, 9];
}

/** Value of an upper-case A–Z letter in the given table. */
export function letterValue(letter: string, system: LetterSystem = 'pythagorean'): number {
  const value = (system === 'chaldean' ? CHALDEAN : PYTHAGOREAN)[letter];
  if (value === undefined) throw new Error(`not an A-Z letter: ${JSON.stringify(letter)}`);
  return value;
}

/** Parses the optional `system` parameter (default pythagorean; unknown values are a 400). */
export function parseLetterSystem(raw: string | undefined | null, parameter = 'system'): LetterSystem {
  return parseEnum(raw, parameter, LETTER_SYSTEMS, 'pythagorean');
}
