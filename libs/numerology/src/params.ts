import { invalidInput, quoteValue } from './errors';

/** A whole number as a client may send it: a JSON number or a query-string text. */
export type IntegerInput = number | string;

/** A flag as a client may send it (DESIGN §3: true/false/1/0/yes/no/y/n, any case). */
export type BooleanInput = boolean | number | string;

/** Throws `missing_parameter` unless the value is present (not undefined/null/blank text). */
export function requirePresent<T>(value: T | undefined | null, parameter: string): T {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    throw invalidInput('missing_parameter', parameter, 'is required');
  }
  return value;
}

/** Parses a whole number; query strings arrive as text, so "07" and " 7 " are accepted, "7.5" and "7a" are not. */
export function parseInteger(raw: IntegerInput | undefined | null, parameter: string): number {
  const value = requirePresent(raw, parameter);
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) {
      throw invalidInput('invalid_type', parameter, `must be a whole number; got ${quoteValue(value)}`);
    }
    return value;
  }
  if (typeof value !== 'string' || !/^\s*[+-]?\d{1,15}\s*$/.test(value)) {
    throw invalidInput('invalid_type', parameter, `must be a whole number; got ${quoteValue(value)}`);
  }
  return Number.parseInt(value.trim(), 10);
}

/** Parses a whole number that must lie in [min, max]; `code` names the rule for the out-of-range case. */
export function parseIntegerInRange(
  raw: IntegerInput | undefined | null,
  parameter: string,
  min: number,
  max: number,
  code: 'invalid_year' | 'invalid_month' | 'invalid_day' | 'invalid_value' = 'invalid_value',
): number {
  const value = parseInteger(raw, parameter);
  if (value < min || value > max) {
    throw invalidInput(code, parameter, `must be between ${min} and ${max}; got ${value}`);
  }
  return value;
}

/** Parses an optional flag; absent means `fallback`. */
export function parseBoolean(raw: BooleanInput | undefined | null, parameter: string, fallback = false): boolean {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return fallback;
  if (typeof raw === 'boolean') return raw;
  const text = String(raw).trim().toLowerCase();
  if (['true', '1', 'yes', 'y'].includes(text)) return true;
  if (['false', '0', 'no', 'n'].includes(text)) return false;
  throw invalidInput('invalid_value', parameter, `must be one of true, false, 1, 0, yes, no, y, n; got ${quoteValue(raw)}`);
}

/** Parses an optional enum value (case-insensitive); an unknown value is an error, never a silent default. */
export function parseEnum<T extends string>(
  raw: string | undefined | null,
  parameter: string,
  allowed: readonly T[],
  fallback: T,
): T {
  if (raw === undefined || raw === null || raw.trim() === '') return fallback;
  const text = raw.trim().toLowerCase();
  const match = allowed.find((option) => option === text);
  if (match === undefined) {
    throw invalidInput('invalid_value', parameter, `must be one of ${allowed.join(', ')}; got ${quoteValue(raw)}`);
  }
  return match;
}
