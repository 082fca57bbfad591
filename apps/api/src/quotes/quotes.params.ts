/** Parameters shared by the quote endpoints, and a fixed example built with the domain functions. */
import { p } from '../../../../libs/platform/src/params/params';
import { quoteView } from '../../../../libs/quotes/src/index';

export const LangParam = p.string({ maxLength: 12 }).describe('ISO 639-1 code of the language to translate the quote into (default en: no translation)', 'fr');

export const PickParams = {
  lang: LangParam,
  mode: p
    .oneOf(['random', 'daily'] as const)
    .default('random')
    .describe('random: a new quote at every call; daily: the quote of the day, the same all day in tz', 'daily'),
  tz: p.timeZone().default('UTC').describe('Time zone whose calendar day defines the quote of the day (mode=daily)', 'Africa/Addis_Ababa'),
  author: p.string({ maxLength: 200 }).describe('Only quotes by this author (exact name, any letter case)', 'Seneca'),
  min_length: p.int({ min: 1, max: 10_000 }).describe('Only quotes at least this many characters long', 40),
  max_length: p.int({ min: 1, max: 10_000 }).describe('Only quotes at most this many characters long', 160),
};

export const LangOnlyParams = { lang: LangParam };

export const NoParams = {};

export const EXAMPLE_QUOTE = quoteView(
  { id: 42, text: 'We suffer more often in imagination than in reality.', author: 'Seneca', source: 'Letters to Lucilius, 13', origin: null, lang: 'en' },
  'stoicism',
);
