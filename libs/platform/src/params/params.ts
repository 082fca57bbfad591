/**
 * The parameter builders. Each accepts what a client can naturally send: a query string value, or a JSON value
 * of the right type (numbers for ints, true/false for booleans). Strings are trimmed.
 */
import { fail, ok, Param, type ParamOptions, type Parsed, type RawValue } from './param';

const INT = /^[+-]?\d+$/;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function text(raw: RawValue): string | null {
  if (typeof raw === 'string') return raw.trim();
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  if (typeof raw === 'boolean') return String(raw);
  return null;
}

function range(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `from ${min} to ${max}`;
  if (min !== undefined) return `at least ${min}`;
  if (max !== undefined) return `at most ${max}`;
  return '';
}

export interface NumberOptions extends ParamOptions {
  min?: number;
  max?: number;
}

function int(o: NumberOptions = {}): Param<number> {
  const bounds = range(o.min, o.max);
  const rule = `an integer${bounds ? ' ' + bounds : ''}`;
  return new Param(
    (raw): Parsed<number> => {
      const s = text(raw);
      if (s === null || !INT.test(s)) return fail(`must be ${rule}; got ${show(raw)}`);
      const n = Number(s);
      if (!Number.isSafeInteger(n)) return fail(`must be ${rule}; got ${show(raw)}`);
      if ((o.min !== undefined && n < o.min) || (o.max !== undefined && n > o.max)) return fail(`must be ${rule}; got ${n}`);
      return ok(n);
    },
    { type: 'integer', minimum: o.min, maximum: o.max, description: o.description, example: o.example },
    false,
    undefined,
    [],
    rule,
  );
}

function number(o: NumberOptions = {}): Param<number> {
  const bounds = range(o.min, o.max);
  const rule = `a number${bounds ? ' ' + bounds : ''}`;
  return new Param(
    (raw): Parsed<number> => {
      const s = text(raw);
      if (s === null || !NUMBER.test(s)) return fail(`must be ${rule}; got ${show(raw)}`);
      const n = Number(s);
      if (!Number.isFinite(n)) return fail(`must be ${rule}; got ${show(raw)}`);
      if ((o.min !== undefined && n < o.min) || (o.max !== undefined && n > o.max)) return fail(`must be ${rule}; got ${n}`);
      return ok(n);
    },
    { type: 'number', minimum: o.min, maximum: o.max, description: o.description, example: o.example },
    false,
    undefined,
    [],
    rule,
  );
}

/** A decimal kept as its exact string (money): `12.50` stays `"12.50"`, never a binary float. */
function decimal(o: ParamOptions & { min?: string; max?: string } = {}): Param<string> {
  const rule = 'a decimal number such as 1250.50 (no exponent, no thousands separators)';
  return new Param(
    (raw): Parsed<string> => {
      const s = text(raw);
      if (s === null || !DECIMAL.test(s)) return fail(`must be ${rule}; got ${show(raw)}`);
      return ok(s.startsWith('+') ? s.slice(1) : s);
    },
    { type: 'string', format: 'decimal', pattern: DECIMAL.source, description: o.description, example: o.example },
    false,
    undefined,
    [],
    rule,
  );
}

export interface StringOptions extends ParamOptions {
  minLength?: number;
  maxLength?: number;
  pattern?: RegExp;
  /** Says what the pattern means, for the error message. */
  patternRule?: string;
}

function string(o: StringOptions = {}): Param<string> {
  const minLength = o.minLength ?? 1;
  const maxLength = o.maxLength ?? 1000;
  const rule = o.patternRule ?? `a text of ${minLength} to ${maxLength} characters`;
  return new Param(
    (raw): Parsed<string> => {
      const s = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : null;
      if (s === null) return fail(`must be ${rule}; got ${show(raw)}`);
      if ([...s].length < minLength) return fail(minLength === 1 ? 'must not be empty' : `must be ${rule}`);
      if ([...s].length > maxLength) return fail(`must be at most ${maxLength} characters long`);
      if (o.pattern && !o.pattern.test(s)) return fail(`must be ${rule}; got ${show(raw)}`);
      return ok(s);
    },
    {
      type: 'string',
      minLength,
      maxLength,
      pattern: o.pattern?.source,
      description: o.description,
      example: o.example,
    },
    false,
    undefined,
    [],
    rule,
  );
}

/** One of a fixed list, matched case-insensitively; the parsed value is the canonical spelling. */
function oneOf<const V extends string>(values: readonly V[], o: ParamOptions = {}): Param<V> {
  const lookup = new Map(values.map((v) => [v.toLowerCase(), v]));
  const rule = `one of ${values.join(', ')}`;
  return new Param(
    (raw): Parsed<V> => {
      const s = text(raw);
      const v = s === null ? undefined : lookup.get(s.toLowerCase());
      return v === undefined ? fail(`must be ${rule}; got ${show(raw)}`) : ok(v);
    },
    { type: 'string', enum: values, description: o.description, example: o.example },
    false,
    undefined,
    [],
    rule,
  );
}

const TRUE = new Set(['true', '1', 'yes', 'y']);
const FALSE = new Set(['false', '0', 'no', 'n']);

function bool(o: ParamOptions = {}): Param<boolean> {
  const rule = 'a boolean: true/false, 1/0, yes/no or y/n';
  return new Param(
    (raw): Parsed<boolean> => {
      if (typeof raw === 'boolean') return ok(raw);
      const s = text(raw)?.toLowerCase();
      if (s !== undefined && TRUE.has(s)) return ok(true);
      if (s !== undefined && FALSE.has(s)) return ok(false);
      return fail(`must be ${rule}; got ${show(raw)}`);
    },
    { type: 'boolean', description: o.description, example: o.example },
    false,
    undefined,
    [],
    rule,
  );
}

export interface CalendarDate {
  /** The canonical `YYYY-MM-DD` text. */
  iso: string;
  year: number;
  month: number;
  day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

/** Checks a proleptic Gregorian date; returns the rule broken or null. */
export function calendarDateProblem(year: number, month: number, day: number): string | null {
  if (year < 1 || year > 9999) return `year must be from 1 to 9999; got ${year}`;
  if (month < 1 || month > 12) return `month must be from 1 to 12; got ${month}`;
  const max = daysInMonth(year, month);
  if (day < 1 || day > max) {
    return month === 2 && day === 29
      ? `${year} is not a leap year, so February has 28 days`
      : `day must be from 1 to ${max} in ${year}-${String(month).padStart(2, '0')}; got ${day}`;
  }
  return null;
}

/** A real calendar date written `YYYY-MM-DD` (Gregorian, years 0001-9999): 2023-02-29 and 2024-13-01 are refused. */
function date(o: ParamOptions & { min?: string; max?: string } = {}): Param<CalendarDate> {
  const rule = 'a real calendar date written YYYY-MM-DD';
  return new Param(
    (raw): Parsed<CalendarDate> => {
      const s = text(raw);
      const m = s === null ? null : DATE.exec(s);
      if (!m) return fail(`must be ${rule}; got ${show(raw)}`);
      const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
      const problem = calendarDateProblem(year, month, day);
      if (problem) return fail(`must be ${rule}: ${problem}`);
      if (o.min && s! < o.min) return fail(`must be on or after ${o.min}; got ${s}`);
      if (o.max && s! > o.max) return fail(`must be on or before ${o.max}; got ${s}`);
      return ok({ iso: s!, year, month, day });
    },
    { type: 'string', format: 'date', description: o.description, example: o.example ?? '1990-07-14' },
    false,
    undefined,
    [],
    rule,
  );
}

/** An IANA time zone name known to this runtime's ICU data (e.g. Africa/Addis_Ababa, UTC). */
function timeZone(o: ParamOptions = {}): Param<string> {
  const known = new Map(Intl.supportedValuesOf('timeZone').map((z) => [z.toLowerCase(), z]));
  known.set('utc', 'UTC');
  known.set('etc/utc', 'Etc/UTC');
  const rule = 'an IANA time zone name such as Africa/Addis_Ababa or UTC';
  return new Param(
    (raw): Parsed<string> => {
      const s = text(raw);
      if (s === null) return fail(`must be ${rule}; got ${show(raw)}`);
      const zone = known.get(s.toLowerCase()) ?? canonicalZone(s);
      return zone ? ok(zone) : fail(`must be ${rule}; got ${show(raw)}`);
    },
    { type: 'string', description: o.description, example: o.example ?? 'Africa/Addis_Ababa' },
    false,
    undefined,
    [],
    rule,
  );
}

/** Aliases ICU knows beyond supportedValuesOf (e.g. US/Eastern, Etc/GMT+3); offsets like +03:00 are not names. */
function canonicalZone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-]*(\/[A-Za-z0-9_+\-]+)*$/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

function show(raw: RawValue): string {
  if (raw === undefined) return 'nothing';
  if (raw === null) return 'null';
  if (typeof raw === 'string') return JSON.stringify(raw.length > 60 ? raw.slice(0, 57) + '...' : raw);
  if (Array.isArray(raw)) return 'a list';
  if (typeof raw === 'object') return 'an object';
  return String(raw);
}

export const p = { int, number, decimal, string, oneOf, bool, date, timeZone };
