/**
 * Parameter declarations shared by the numerology controllers. Types and ranges are checked here (400 naming the
 * parameter); the rules of the domain (real dates, letters of a name, e-mail shape) are checked by the lib.
 */
import { p } from '../../../../libs/platform/src/params/params';

/** Long enough for any real birth name; longer input is refused before any work is done. */
const NAME_MAX = 200;

export function nameParam(description: string, example: string) {
  return p.string({ maxLength: NAME_MAX }).describe(description, example);
}

export const SystemParam = p
  .oneOf(['pythagorean', 'chaldean'] as const)
  .default('pythagorean')
  .describe(
    'Letter table. pythagorean (default): A J S = 1 … I R = 9. chaldean: A I J Q Y = 1, B K R = 2, C G L S = 3, ' +
      'D M T = 4, E H N X = 5, U V W = 6, O Z = 7, F P = 8 (no letter is worth 9).',
    'pythagorean',
  );

export const YRuleParam = p
  .oneOf(['auto', 'vowel', 'consonant'] as const)
  .default('auto')
  .describe(
    'How the letter Y is counted. auto (default): a consonant at the start of a name part before a vowel (Yolanda), ' +
      'right after a vowel (Murray) or between a vowel+consonant and a vowel (Tanya); otherwise a vowel (Lynn, Mary). ' +
      'vowel / consonant force one reading. The letters counted as vowels are echoed in vowels_by_part.',
    'auto',
  );

export const TzParam = p
  .timeZone()
  .default('UTC')
  .describe('IANA time zone used to decide what "today" is when no date is sent (default UTC).', 'Africa/Addis_Ababa');

export const dobParam = (description = 'Date of birth, YYYY-MM-DD', example = '1990-07-14') =>
  p.date().required().describe(description, example);

export const birthDay = () => p.int({ min: 1, max: 31 });
export const birthMonth = () => p.int({ min: 1, max: 12 });
export const year = () => p.int({ min: 1, max: 9999 });

/** Method notes repeated in several descriptions. */
export const NOTES = {
  masters: 'Master numbers 11, 22 and 33 are kept (master_number: true); every other total is reduced to 1-9.',
  singleDigit: 'Short cycles are reduced to one digit (Decoz); a master number met on the way down is reported as master_form with its own text.',
  perPart:
    'Per-part reduction (Decoz): each name part is totalled and reduced (masters kept), the parts are added and ' +
    'reduced again. The sum-all-letters answer is given in alternatives.',
  names:
    'Names: accents are folded (é→E, ß→SS), hyphens, apostrophes and periods join (Jean-Pierre is one part); ' +
    'digits, letters of other scripts and symbols are refused with a 400 naming the character and its position.',
  yRule: 'Y is a vowel or a consonant by the y_rule parameter (auto by default).',
  extras:
    'Beside the spec fields every result carries number, master_number, karmic_debt (13/14/16/19 met while reducing, ' +
    'else null), calculation (the working), method and the texts title, keywords, meaning, detailed_meaning.',
} as const;
