import { invalidParameter } from '../../../platform/src/problems/invalid-parameter.error';
import { FinanceDecimal, type Decimal } from '../core/finance-decimal';

/**
 * A number as the HTTP layer hands it over: preferably the client's decimal string ("1234.50") or a Decimal;
 * JS numbers and bigints are accepted for convenience (integers and values from JSON bodies).
 */
export type NumericInput = string | number | bigint | Decimal;

/** Plain decimal notation only: no exponents, hex, separators or words such as Infinity. */
const DECIMAL_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Largest amount any calculator accepts, in major units (one trillion). */
export const MAX_AMOUNT = new FinanceDecimal('1e12');

export function isMissing(value: unknown): value is undefined | null | '' {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function describe(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (typeof value === 'object') return Array.isArray(value) ? 'an array' : 'an object';
  return String(value);
}

/**
 * Parses a required number. @throws InvalidParameterError on `param` when missing or not a finite decimal.
 */
export function readDecimal(param: string, value: unknown): Decimal {
  if (isMissing(value)) throw invalidParameter(param, 'is required');
  if (FinanceDecimal.isDecimal(value)) {
    if (!value.isFinite()) throw invalidParameter(param, `must be a finite number; got ${value.toString()}`);
    return new FinanceDecimal(value);
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw invalidParameter(param, `must be a finite number; got ${value}`);
    return new FinanceDecimal(value);
  }
  if (typeof value === 'bigint') return new FinanceDecimal(value.toString());
  if (typeof value === 'string' && DECIMAL_TEXT.test(value.trim())) return new FinanceDecimal(value.trim());
  throw invalidParameter(param, `must be a number written in decimal notation (e.g. 1234.56); got ${describe(value)}`);
}

/** Parses an optional number, giving `fallback` when absent. */
export function readOptionalDecimal(param: string, value: unknown, fallback: Decimal | number | string): Decimal {
  return isMissing(value) ? new FinanceDecimal(fallback) : readDecimal(param, value);
}

function text(d: Decimal): string {
  return d.toFixed();
}

/**
 * A money amount in major units: greater than zero (or zero too with `allowZero`) and at most 1e12.
 */
export function readAmount(param: string, value: unknown, options: { allowZero?: boolean } = {}): Decimal {
  const d = readDecimal(param, value);
  return checkAmount(param, d, options);
}

/** Optional money amount, zero when absent. */
export function readOptionalAmount(param: string, value: unknown): Decimal {
  return isMissing(value) ? new FinanceDecimal(0) : checkAmount(param, readDecimal(param, value), { allowZero: true });
}

function checkAmount(param: string, d: Decimal, options: { allowZero?: boolean }): Decimal {
  if (options.allowZero ? d.isNegative() && !d.isZero() : d.lte(0)) {
    throw invalidParameter(param, `must be ${options.allowZero ? 'zero or more' : 'greater than 0'}; got ${text(d)}`);
  }
  if (d.gt(MAX_AMOUNT)) {
    throw invalidParameter(param, `must be at most 1000000000000 (1e12); got ${text(d)}`);
  }
  return d.isZero() ? new FinanceDecimal(0) : d;
}

/** Most decimals of an interest rate that are used; more are rounded half-up (documented in the README). */
export const RATE_DECIMALS = 10;

/** An annual interest rate in percent, 0 to 100 inclusive. */
export function readRate(param: string, value: unknown): Decimal {
  const d = readDecimal(param, value);
  if ((d.isNegative() && !d.isZero()) || d.gt(100)) {
    throw invalidParameter(param, `must be between 0 and 100 (annual percent); got ${text(d)}`);
  }
  return d.isZero() ? new FinanceDecimal(0) : d.toDecimalPlaces(RATE_DECIMALS, FinanceDecimal.ROUND_HALF_UP);
}

/** A percentage such as a sales-tax rate, 0 to 100. */
export function readOptionalPercent(param: string, value: unknown): Decimal {
  if (isMissing(value)) return new FinanceDecimal(0);
  return readRate(param, value);
}

/**
 * A whole number within [min, max]. `unit` names what is counted in the range message ("months", "days").
 */
export function readInteger(param: string, value: unknown, min: number, max: number, unit = '', note = ''): number {
  const d = readDecimal(param, value);
  if (!d.isInteger()) throw invalidParameter(param, `must be a whole number; got ${text(d)}`);
  if (d.lt(min) || d.gt(max)) {
    const u = unit ? ` ${unit}` : '';
    throw invalidParameter(param, `must be between ${min} and ${max}${u}${note}; got ${text(d)}`);
  }
  return d.toNumber();
}

export function readOptionalInteger(
  param: string,
  value: unknown,
  fallback: number,
  min: number,
  max: number,
  unit = '',
): number {
  return isMissing(value) ? fallback : readInteger(param, value, min, max, unit);
}

/** A decimal within [min, max] inclusive (hours, multipliers). */
export function readBoundedDecimal(param: string, value: unknown, min: number, max: number, unit = ''): Decimal {
  const d = readDecimal(param, value);
  if (d.lt(min) || d.gt(max)) {
    const u = unit ? ` ${unit}` : '';
    throw invalidParameter(param, `must be between ${min} and ${max}${u}; got ${text(d)}`);
  }
  return d.isZero() ? new FinanceDecimal(0) : d;
}

export function readOptionalBoundedDecimal(
  param: string,
  value: unknown,
  fallback: number | string,
  min: number,
  max: number,
  unit = '',
): Decimal {
  return isMissing(value) ? new FinanceDecimal(fallback) : readBoundedDecimal(param, value, min, max, unit);
}

/** Booleans as the HTTP layer passes them; strings are tolerated for raw JSON (batch items). */
export function readOptionalBoolean(param: string, value: unknown, fallback: boolean): boolean {
  if (isMissing(value)) return fallback;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const v = value.trim().toLowerCase();
    if (['true', '1', 'yes', 'y'].includes(v)) return true;
    if (['false', '0', 'no', 'n'].includes(v)) return false;
  }
  if (value === 1 || value === 0) return value === 1;
  throw invalidParameter(param, `must be true or false; got ${describe(value)}`);
}
