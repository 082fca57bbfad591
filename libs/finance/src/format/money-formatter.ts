import { invalidParameter } from '../../../platform/src/problems/invalid-parameter.error';
import { FinanceDecimal, type Decimal } from '../core/finance-decimal';
import { resolveCurrency, symbolNeedsSpace, type CurrencyInfo } from '../currency/currencies';
import { readOptionalBoolean } from '../input/numeric-input';
import { DEFAULT_NUMBER_STYLE, groupDigits, numberStyleOf, type NumberStyle } from './number-style';
import type { Money, MoneyFormat, OutputOptions } from './output-options';

const FORMATS: readonly MoneyFormat[] = ['string', 'number', 'decimal'];

/** Intl formatters are costly to build; a handful of locales is all a service sees, so cache them. */
const intlCache = new Map<string, Intl.NumberFormat>();
const INTL_CACHE_LIMIT = 200;

function intlFormatter(locale: string, digits: number, grouping: boolean): Intl.NumberFormat {
  const key = `${locale}|${digits}|${grouping ? 1 : 0}`;
  let nf = intlCache.get(key);
  if (!nf) {
    if (intlCache.size >= INTL_CACHE_LIMIT) intlCache.clear();
    nf = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      // 'always' so that every amount >= 1000 is grouped, as the spec says, even in locales that skip 4-digit groups.
      useGrouping: grouping ? 'always' : false,
      numberingSystem: 'latn',
    });
    intlCache.set(key, nf);
  }
  return nf;
}

/** Checks a BCP 47 tag and that ICU knows the language. @throws InvalidParameterError on `locale`. */
export function resolveLocale(locale: unknown): string | undefined {
  if (locale === undefined || locale === null || (typeof locale === 'string' && locale.trim() === '')) return undefined;
  if (typeof locale !== 'string') throw invalidParameter('locale', 'must be a language tag such as en-US');
  let canonical: string;
  try {
    canonical = Intl.getCanonicalLocales(locale.trim())[0];
  } catch {
    throw invalidParameter('locale', `'${locale}' is not a valid BCP 47 language tag (e.g. en-US, en-IN, de-CH)`);
  }
  if (Intl.NumberFormat.supportedLocalesOf([canonical]).length === 0) {
    throw invalidParameter('locale', `locale '${locale}' is not supported`);
  }
  return canonical;
}

/**
 * Writes amounts held as integer minor units (bigint) in one currency and style. Built once per request, then used
 * for every value of the result.
 */
export class MoneyFormatter {
  readonly currency: CurrencyInfo;
  readonly format: MoneyFormat;
  readonly locale: string | undefined;
  readonly grouping: boolean;
  private readonly prefix: string;
  private readonly scale: Decimal;
  private readonly scaleNumber: number;
  /** Null when a locale needs Intl for every amount. */
  private readonly style: NumberStyle | null;

  constructor(currency: CurrencyInfo, format: MoneyFormat, locale: string | undefined, grouping: boolean) {
    this.currency = currency;
    this.format = format;
    this.locale = locale;
    this.grouping = grouping;
    this.prefix = currency.symbol + (symbolNeedsSpace(currency.symbol) ? ' ' : '');
    this.scale = new FinanceDecimal(10).pow(currency.minorUnits);
    this.scaleNumber = 10 ** currency.minorUnits;
    this.style = locale ? numberStyleOf(locale) : DEFAULT_NUMBER_STYLE;
  }

  get minorUnits(): number {
    return this.currency.minorUnits;
  }

  /** Half-up rounding of a decimal amount to integer minor units. */
  toMinor(value: Decimal): bigint {
    return BigInt(value.mul(this.scale).toDecimalPlaces(0, FinanceDecimal.ROUND_HALF_UP).toFixed(0));
  }

  /** Minor units back to an exact Decimal (for further arithmetic on a rounded amount). */
  toDecimal(units: bigint): Decimal {
    return new FinanceDecimal(units.toString()).div(this.scale);
  }

  /** A decimal amount, rounded half-up to minor units, in the chosen style. */
  decimal(value: Decimal): Money {
    return this.minor(this.toMinor(value));
  }

  /** Plain decimal text of minor units, e.g. 123456n → "1234.56" (no symbol, no grouping). */
  plain(units: bigint): string {
    const [neg, intPart, frac] = this.split(units);
    return (neg ? '-' : '') + intPart + (frac ? '.' + frac : '');
  }

  /** Minor units in the chosen style. Zero never carries a sign. */
  minor(units: bigint): Money {
    if (this.format === 'number') return units === 0n ? 0 : Number(this.plain(units));
    if (this.format === 'decimal') return this.plain(units);
    const [neg, intPart, frac] = this.split(units);
    let body: string;
    if (this.style) {
      const grouped = this.grouping ? groupDigits(intPart, this.style) : intPart;
      body = frac ? grouped + this.style.decimal + frac : grouped;
    } else {
      const nf = intlFormatter(this.locale!, this.currency.minorUnits, this.grouping);
      // Intl formats a numeric string exactly (no float conversion); the digits are already rounded.
      body = nf.format((frac ? `${intPart}.${frac}` : intPart) as Intl.StringNumericLiteral);
    }
    return neg ? '-' + this.prefix + body : this.prefix + body;
  }

  /** Sign, integer digits and fraction digits of minor units; plain numbers when exact (faster than bigint). */
  private split(units: bigint): [boolean, string, string] {
    const neg = units < 0n;
    const m = this.currency.minorUnits;
    if (units <= MAX_SAFE && units >= -MAX_SAFE) {
      const n = toNumber(neg ? -units : units);
      if (m === 0) return [neg, `${n}`, ''];
      const rest = n % this.scaleNumber; // exact integer arithmetic below 2^53
      const frac = m === 2 ? (rest < 10 ? `0${rest}` : `${rest}`) : `${rest}`.padStart(m, '0');
      return [neg, `${(n - rest) / this.scaleNumber}`, frac];
    }
    const digits = (neg ? -units : units).toString();
    if (m === 0) return [neg, digits, ''];
    const padded = digits.padStart(m + 1, '0');
    return [neg, padded.slice(0, -m), padded.slice(-m)];
  }
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
/** Module-level alias: a global lookup per call is slow inside sandboxed contexts such as Jest's. */
const toNumber = Number;

/**
 * Validates the output options of a request and builds its formatter.
 * @param defaultGrouping whether thousands separators are on when the caller did not say.
 */
export function createMoneyFormatter(options: OutputOptions, defaultGrouping = true): MoneyFormatter {
  const currency = resolveCurrency(options.currency);
  const raw: unknown = options.format;
  let format = '';
  if (raw === undefined || raw === null) format = 'string';
  else if (typeof raw === 'string') format = raw.trim().toLowerCase() || 'string';
  if (!FORMATS.includes(format as MoneyFormat)) {
    throw invalidParameter('format', `must be one of ${FORMATS.join(', ')}; got '${String(raw)}'`);
  }
  const locale = resolveLocale(options.locale);
  const grouping = readOptionalBoolean('grouping', options.grouping, defaultGrouping);
  return new MoneyFormatter(currency, format as MoneyFormat, locale, grouping);
}
