import { parseEnum } from './params';

/** How Y is classified: `auto` applies the conventions' deterministic form of Decoz's rule. */
export type YRule = 'auto' | 'vowel' | 'consonant';
export const Y_RULES: readonly YRule[] = ['auto', 'vowel', 'consonant'];

/** A, E, I, O and U are always vowels; W is always a consonant; Y depends on the rule. */
const PLAIN_VOWELS = new Set(['A', 'E', 'I', 'O', 'U']);

export function parseYRule(raw: string | undefined | null, parameter = 'y_rule'): YRule {
  return parseEnum(raw, parameter, Y_RULES, 'auto');
}

/**
 * Is the Y at `index` of a name part a vowel under the automatic rule (conventions §4)? It is a consonant when
 * (1) it starts the part and a vowel follows (Yolanda), (2) it comes right after a vowel (Murray, Troy, Maya), or
 * (3) it sits between vowel+consonant and a following vowel (Tanya, Kenya); otherwise it is the vowel of its
 * syllable (Lynn, Mary, Yvonne, Bryan, Wyatt). Neighbours are judged by A E I O U only, so the result never
 * depends on the order in which several Ys are classified.
 */
function autoYIsVowel(part: string, index: number): boolean {
  const before = part[index - 1];
  const beforeThat = part[index - 2];
  const after = part[index + 1];
  const vowel = (letter: string | undefined): boolean => letter !== undefined && PLAIN_VOWELS.has(letter);
  const consonant = (letter: string | undefined): boolean => letter !== undefined && !PLAIN_VOWELS.has(letter);
  if (index === 0 && vowel(after)) return false;
  if (vowel(before)) return false;
  if (consonant(before) && vowel(beforeThat) && vowel(after)) return false;
  return true;
}

/** For each letter of an upper-case name part: true when it counts as a vowel. */
export function vowelMask(part: string, yRule: YRule): boolean[] {
  return Array.from(part, (letter, index) => {
    if (PLAIN_VOWELS.has(letter)) return true;
    if (letter !== 'Y') return false;
    if (yRule === 'vowel') return true;
    if (yRule === 'consonant') return false;
    return autoYIsVowel(part, index);
  });
}
