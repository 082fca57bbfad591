import { InvalidParameterError } from '../../platform/src/problems/invalid-parameter.error';
import { checkFilters, checkLang } from './pick-request';

function parameterOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof InvalidParameterError) return error.issues[0].parameter;
    throw error;
  }
  return undefined;
}

describe('pick request', () => {
  it('accepts ISO 639-1 codes in any case, defaults to en and rejects the rest on lang', () => {
    expect(checkLang(undefined)).toBe('en');
    expect(checkLang('SW')).toBe('sw');
    for (const bad of ['xx', 'eng', 'fr-FR', 'f', '😀']) expect(parameterOf(() => checkLang(bad))).toBe('lang');
  });
  it('rejects an inverted length range and filters combined with mode=daily', () => {
    expect(parameterOf(() => checkFilters({ minLength: 10, maxLength: 5 }))).toBe('min_length');
    expect(parameterOf(() => checkFilters({ minLength: 5, maxLength: 5 }))).toBeUndefined();
    expect(parameterOf(() => checkFilters({ mode: 'daily', author: 'Seneca' }))).toBe('author');
    expect(parameterOf(() => checkFilters({ mode: 'daily', maxLength: 50 }))).toBe('max_length');
    expect(parameterOf(() => checkFilters({ mode: 'random', author: 'Seneca', minLength: 1 }))).toBeUndefined();
  });
});
