/**
 * How money appears in a result.
 * - `string` (default): the spec's form, symbol first, e.g. `$1,234.56`, `¥1,235`.
 * - `number`: a JSON number rounded to minor units (exact for values of up to 15 significant digits, which covers
 *   every amount below 10^13 in two-decimal currencies; use `decimal` beyond that).
 * - `decimal`: a plain decimal string without symbol or separators, e.g. `1234.56`; always exact.
 */
export type MoneyFormat = 'string' | 'number' | 'decimal';

/** A money value in a result: a string unless `format: 'number'` was asked for. */
export type Money = string | number;

/** Options every money-returning calculator accepts beside its own parameters. */
export interface OutputOptions {
  /** One of the 31 supported codes, case-insensitive; default USD. */
  currency?: string;
  /** BCP 47 tag choosing digit grouping and decimal mark (e.g. `en-IN`, `de-CH`); default en-US style. */
  locale?: string;
  /** See {@link MoneyFormat}; default `string`. */
  format?: MoneyFormat | string;
  /** Thousands separators on or off; default on, except on /loan where the spec shows none. */
  grouping?: boolean;
}
