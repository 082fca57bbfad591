/**
 * Parameter declarations shared by the ethiopian-calendar controllers. Types and ranges live here (the parser
 * reports them as 400s naming the parameter); calendar rules such as the length of Pagume live in the domain lib.
 */
import { p } from '../../../../libs/platform/src/params/params';
import {
  MAX_ETHIOPIAN_YEAR,
  MAX_GREGORIAN_YEAR,
  MIN_ETHIOPIAN_YEAR,
  MIN_GREGORIAN_YEAR,
} from '../../../../libs/ethiopian-calendar/src/index';

export const langParam = p
  .string({ maxLength: 35 })
  .describe(
    'ISO 639-1 code for month and day names, any case, region ignored (am, ti, om, fr, pt-BR...). Default en. ' +
      'A code that is not ISO 639-1 is a 400; a real code we hold no names for answers in English with lang_fallback: true.',
    'am',
  );

export const tzParam = p
  .timeZone()
  .describe('IANA time zone that decides which calendar day is "today" (default UTC). Offsets such as +03:00 are refused.', 'Africa/Addis_Ababa');

export const ethiopianYearParam = p
  .int({ min: MIN_ETHIOPIAN_YEAR, max: MAX_ETHIOPIAN_YEAR })
  .describe(`Ethiopian year, Amete Mihret era (there is no year 0; ${MAX_ETHIOPIAN_YEAR} holds 9999-12-31)`, 2016);

export const ethiopianMonthParam = p
  .int({ min: 1, max: 13 })
  .describe('Ethiopian month: 1 Meskerem ... 12 Nehase, 13 Pagume', 1);

export const gregorianYearParam = p
  .int({ min: MIN_GREGORIAN_YEAR, max: MAX_GREGORIAN_YEAR })
  .describe('Gregorian year (proleptic before 1582)', 2024);

export const gregorianMonthParam = p.int({ min: 1, max: 12 }).describe('Gregorian month, 1 January ... 12 December', 1);
