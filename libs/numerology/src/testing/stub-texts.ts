import { TEXT_FAMILY_KEYS, TextFamily } from '../content/families';
import { NumberText, TextCatalog } from '../texts';

/**
 * A tiny TextCatalog for arithmetic tests: texts name their family and key ("life_path/22"), so a test can see
 * which entry a calculation asked for; asking for a key the family does not have throws, like a missing text.
 */
export const stubTexts: TextCatalog = {
  get(family: TextFamily, key: string): NumberText {
    if (!(TEXT_FAMILY_KEYS[family] as readonly string[]).includes(key)) throw new Error(`no text ${family}/${key}`);
    return {
      title: `title ${family}/${key}`,
      keywords: [`kw-${family}-${key}`, 'second', 'third'],
      meaning: `meaning ${family}/${key}`,
      detailed_meaning: `detail ${family}/${key}`,
    };
  },
  affirmations(dayNumber: number): string[] {
    if (!Number.isInteger(dayNumber) || dayNumber < 1 || dayNumber > 9) throw new Error(`no affirmations ${dayNumber}`);
    return Array.from({ length: 20 }, (_, index) => `affirmation ${dayNumber}.${index}`);
  },
};

/** Runs `fn` and returns the error it throws (fails the test when it does not throw). */
export function thrown(fn: () => unknown): Error & { code?: string; issues?: readonly { parameter: string; message: string }[] } {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error, none was thrown');
}
