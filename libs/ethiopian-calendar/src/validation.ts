import {
  InvalidParameterError,
  invalidParameter,
  ParameterIssue,
} from '../../platform/src/problems/invalid-parameter.error';

// Captured once: global lookups are slow inside Jest's vm sandbox, and this runs in hot test loops.
const isInteger = Number.isInteger;

/**
 * Rejects anything that is not an integer in [min, max]. The HTTP layer parses strings; this guards the
 * domain against fractions, NaN and out-of-range numbers that slip through.
 */
export function requireInteger(parameter: string, value: number, min: number, max: number, note?: string): number {
  if (typeof value !== 'number' || !isInteger(value) || value < min || value > max) {
    const shown = typeof value === 'number' ? String(value) : JSON.stringify(value);
    const why = note ? ` (${note})` : '';
    throw invalidParameter(parameter, `${parameter} must be an integer from ${min} to ${max}${why}; got ${shown}`);
  }
  return value;
}

/**
 * Runs several independent parameter checks and reports every broken rule at once (one 400 listing all
 * parameters at fault) instead of stopping at the first. Returns the checks' values in order.
 */
export function validateTogether<T extends readonly unknown[]>(...checks: { [K in keyof T]: () => T[K] }): T {
  const issues: ParameterIssue[] = [];
  const values: unknown[] = [];
  for (const check of checks) {
    try {
      values.push(check());
    } catch (error) {
      if (!(error instanceof InvalidParameterError)) throw error;
      issues.push(...error.issues);
      values.push(undefined);
    }
  }
  if (issues.length > 0) throw new InvalidParameterError(issues);
  return values as unknown as T;
}
