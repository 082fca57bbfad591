/**
 * Parameters of the tarot endpoints. Types and ranges are checked here (a 400 naming the parameter); the rules of
 * the domain (a name made of letters, a date of birth not in the future, no seed with mode=daily) in libs/tarot.
 */
import { MODES } from '../../../../../libs/tarot/src/index';
import { p } from '../../../../../libs/platform/src/params/params';
import { loadContentDir } from '../../../../../libs/tarot/src/content/load-content';
import { tarotContentDir } from '../../../../../libs/tarot/src/repository/content-dir';

export const CARD_BASE = '/numerology/tarot/cards';
export const imageUrl = (slug: string): string => `${CARD_BASE}/${slug}.svg`;
export const cardUrl = (slug: string): string => `${CARD_BASE}/${slug}`;

/**
 * Texts for the OpenAPI examples: decorators run before the database is read, so the examples come from the
 * content files through the lib's loader (the same words the seed stores).
 */
export const exampleTexts = loadContentDir(tarotContentDir());

export const ReadingParams = {
  name: p.string({ maxLength: 200 }).required().describe("The person's name (letters of any script, spaces, hyphens, apostrophes, periods); it feeds the daily reading", 'Ada Lovelace'),
  dob: p.date().required().describe('Date of birth, YYYY-MM-DD, not after today in tz', '1815-12-10'),
  mode: p
    .oneOf(MODES)
    .default('random')
    .describe(
      'random (default): fresh cards from a cryptographic RNG, with a seed to replay them. daily: the same cards all day for ' +
        'the same name, dob and endpoint (a keyed hash of the normalized name, dob, the date in tz and the endpoint).',
      'daily',
    ),
  seed: p
    .string({ minLength: 32, maxLength: 32, pattern: /^[0-9a-fA-F]{32}$/, patternRule: '32 hexadecimal digits, as returned in seed' })
    .describe('Replays a reading: the seed a previous response returned (mode random; same reversed_probability for the same orientations)', '3f1c0e5a9b7d4c2e8f6a1b3c5d7e9f01'),
  reversed_probability: p.number({ min: 0, max: 1 }).default(0.5).describe('Chance that each card is reversed, 0 to 1 (default 0.5)', 0.5),
  tz: p.timeZone().default('UTC').describe('IANA time zone of the caller: decides "today" for mode=daily and for the dob check (default UTC)', 'Europe/London'),
};

