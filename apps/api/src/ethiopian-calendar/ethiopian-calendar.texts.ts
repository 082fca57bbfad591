/** Rule sentences repeated across the ethiopian-calendar endpoint descriptions (OpenAPI), written once. */

export const LEAP_RULE =
  'Leap rule: an Ethiopian year is a leap year when year mod 4 = 3 (2011, 2015, 2019...), with no century exception; ' +
  'its Pagume (month 13) then has 6 days instead of 5. Months 1-12 always have 30 days.';

export const TZ_RULE =
  'tz: an IANA zone name (default UTC). It only decides which calendar day "today" is, taken from the server clock at ' +
  'the moment of the request; it never shifts the dates of a conversion or of a month table, which are calendar dates, not instants.';

export const LANG_RULE =
  'lang: ISO 639-1 code (default en). Unknown codes are refused with a 400; a valid code without names in our data answers ' +
  'in English and sets lang_fallback: true (also when only one kind of name, days or months, is missing).';

export const RANGE_RULE = 'Supported span: Gregorian 0001-01-01 to 9999-12-31 (Ethiopian input years 1 to 9992).';

/** A fixed instant for the documentation examples: 06:30 UTC on 11 September 2024, Meskerem 1, 2017 in Addis Ababa. */
export const EXAMPLE_INSTANT = new Date('2024-09-11T06:30:00Z');
