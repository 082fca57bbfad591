import { invalidParameter } from '../../../platform/src/problems/invalid-parameter.error';

/** One supported currency: how its amounts are written. */
export interface CurrencyInfo {
  readonly code: string;
  /** Written before the amount. */
  readonly symbol: string;
  /** ISO 4217 minor units (decimal places of the smallest unit). Pinned here, not taken from Intl. */
  readonly minorUnits: number;
}

/**
 * The 31 currencies of the calculator service. Dollars and yuan get a country prefix so no two currencies that
 * share a sign are confused (JPY keeps the bare ¥); the Nordic crowns share `kr` as they do in their own countries.
 * HUF and IDR have 2 minor units in ISO 4217, although CLDR (and hence Intl) writes them with 0.
 */
const TABLE: readonly CurrencyInfo[] = [
  { code: 'NOK', symbol: 'kr', minorUnits: 2 },
  { code: 'EUR', symbol: '€', minorUnits: 2 },
  { code: 'HKD', symbol: 'HK$', minorUnits: 2 },
  { code: 'CZK', symbol: 'Kč', minorUnits: 2 },
  { code: 'THB', symbol: '฿', minorUnits: 2 },
  { code: 'CHF', symbol: 'CHF', minorUnits: 2 },
  { code: 'USD', symbol: '$', minorUnits: 2 },
  { code: 'ISK', symbol: 'kr', minorUnits: 0 },
  { code: 'GBP', symbol: '£', minorUnits: 2 },
  { code: 'JPY', symbol: '¥', minorUnits: 0 },
  { code: 'BGN', symbol: 'лв', minorUnits: 2 },
  { code: 'CNY', symbol: 'CN¥', minorUnits: 2 },
  { code: 'IDR', symbol: 'Rp', minorUnits: 2 },
  { code: 'TRY', symbol: '₺', minorUnits: 2 },
  { code: 'NZD', symbol: 'NZ$', minorUnits: 2 },
  { code: 'SGD', symbol: 'S$', minorUnits: 2 },
  { code: 'DKK', symbol: 'kr', minorUnits: 2 },
  { code: 'AUD', symbol: 'A$', minorUnits: 2 },
  { code: 'BRL', symbol: 'R$', minorUnits: 2 },
  { code: 'ILS', symbol: '₪', minorUnits: 2 },
  { code: 'SEK', symbol: 'kr', minorUnits: 2 },
  { code: 'CAD', symbol: 'CA$', minorUnits: 2 },
  { code: 'HUF', symbol: 'Ft', minorUnits: 2 },
  { code: 'ZAR', symbol: 'R', minorUnits: 2 },
  { code: 'MYR', symbol: 'RM', minorUnits: 2 },
  { code: 'KRW', symbol: '₩', minorUnits: 0 },
  { code: 'MXN', symbol: 'MX$', minorUnits: 2 },
  { code: 'INR', symbol: '₹', minorUnits: 2 },
  { code: 'PHP', symbol: '₱', minorUnits: 2 },
  { code: 'PLN', symbol: 'zł', minorUnits: 2 },
  { code: 'RON', symbol: 'lei', minorUnits: 2 },
];

const BY_CODE: ReadonlyMap<string, CurrencyInfo> = new Map(TABLE.map((c) => [c.code, c]));

/** The supported codes, in the order the spec lists them. */
export const SUPPORTED_CURRENCIES: readonly string[] = TABLE.map((c) => c.code);

export const DEFAULT_CURRENCY = 'USD';

/** All 31 currencies with their symbols and minor units (for docs and OpenAPI). */
export function currencyTable(): readonly CurrencyInfo[] {
  return TABLE;
}

/**
 * Looks a currency up by code (case-insensitive; absent means USD).
 * @throws InvalidParameterError on `currency` for any other code, listing the supported ones.
 */
export function resolveCurrency(code: unknown): CurrencyInfo {
  if (code === undefined || code === null || (typeof code === 'string' && code.trim() === '')) {
    return BY_CODE.get(DEFAULT_CURRENCY)!;
  }
  const info = typeof code === 'string' ? BY_CODE.get(code.trim().toUpperCase()) : undefined;
  if (!info) {
    throw invalidParameter(
      'currency',
      `unsupported currency '${String(code)}'; use one of: ${SUPPORTED_CURRENCIES.join(', ')}`,
    );
  }
  return info;
}

/** True when the symbol is a word (kr, CHF, Ft...): a space then separates it from the digits. */
export function symbolNeedsSpace(symbol: string): boolean {
  return /\p{L}$/u.test(symbol);
}
