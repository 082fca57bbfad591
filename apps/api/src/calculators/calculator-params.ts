/**
 * Parameters shared by the calculators: the output options every money result accepts, and the loan building
 * blocks (amounts, rates, terms, start date) declared once so every endpoint documents and checks them alike.
 */
import {
  MAX_TERM_MONTHS,
  MAX_TERM_YEARS,
  SUPPORTED_CURRENCIES,
  type OutputOptions,
} from '../../../../libs/finance/src/index';
import type { CalendarDate } from '../../../../libs/platform/src/params/params';
import { p } from '../../../../libs/platform/src/params/params';

export const MONEY_FORMATS = ['string', 'number', 'decimal'] as const;

/** currency, locale, format and grouping: how money values are written (the result's shape never changes). */
export const OutputParams = {
  currency: p
    .oneOf(SUPPORTED_CURRENCIES)
    .default('USD')
    .describe(`Currency of every amount, one of the ${SUPPORTED_CURRENCIES.length} supported codes (any case)`, 'EUR'),
  locale: p
    .string({ maxLength: 64 })
    .describe('BCP 47 tag choosing the decimal mark and digit grouping (e.g. en-IN, de-DE); default en-US style', 'de-DE'),
  format: p
    .oneOf(MONEY_FORMATS)
    .describe('How money is written: string ("$1,234.56", default), number (1234.56) or decimal ("1234.56", exact)', 'decimal'),
  grouping: p.bool().describe('Thousands separators on or off (default on, except /loan whose spec form has none)', false),
};

/** The output options as the finance library takes them. */
export function outputOptions(q: { currency?: string; locale?: string; format?: string; grouping?: boolean }): OutputOptions {
  return { currency: q.currency, locale: q.locale, format: q.format, grouping: q.grouping };
}

/** A money amount kept as its exact decimal text; the library checks the range (> 0, at most 1e12). */
export const amount = (what: string, example: string) =>
  p.decimal().describe(`${what}: a decimal such as 1250.50, greater than 0 and at most 1000000000000`, example);

/** An optional money amount that may be zero. */
export const optionalAmount = (what: string, example: string) =>
  p.decimal().describe(`${what}: a decimal, 0 or more (default 0), at most 1000000000000`, example);

export const annualRate = (example: string) =>
  p.decimal().describe('Annual interest rate in percent, from 0 to 100 (e.g. 6.5 for 6.5%)', example);

export const termMonths = (example: number) =>
  p
    .int({ min: 1, max: MAX_TERM_MONTHS })
    .describe(`Number of monthly payments, 1 to ${MAX_TERM_MONTHS} (50 years is the longest term of any loan here)`, example);

export const termYears = (example: number) =>
  p.int({ min: 1, max: MAX_TERM_YEARS }).describe(`Loan term in whole years, 1 to ${MAX_TERM_YEARS}`, example);

export const startDate = () =>
  p
    .date({ min: '1900-01-01', max: '2999-12-31' })
    .describe('Day the loan starts (YYYY-MM-DD, 1900-2999); each row gets its due date and the result a payoff_date', '2025-01-15');

/** The ISO text of an optional parsed date, as the library takes it. */
export function isoDate(date: CalendarDate | undefined): string | undefined {
  return date?.iso;
}
