import { InvalidParameterError } from '../problems/invalid-parameter.error';
import { p } from './params';
import { parseParams } from './parse-params';

function issues(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    if (error instanceof InvalidParameterError) return error.issues;
    throw error;
  }
  throw new Error('expected InvalidParameterError');
}

describe('parseParams', () => {
  const schema = {
    year: p.int({ min: 1, max: 9999 }).required(),
    weeks: p.int({ min: 1, max: 12 }).default(9),
    name: p.string({ maxLength: 5 }).alias('full_name'),
  };

  it('parses strings from a query and numbers from JSON alike', () => {
    expect(parseParams(schema, { year: '2024' })).toEqual({ year: 2024, weeks: 9 });
    expect(parseParams(schema, { year: 2024, weeks: 3 })).toEqual({ year: 2024, weeks: 3 });
  });

  it('takes the first source that has a name (body before query) and accepts aliases', () => {
    expect(parseParams(schema, { year: '1' }, { year: '2', full_name: 'Ada' })).toEqual({ year: 1, weeks: 9, name: 'Ada' });
  });

  it('treats an empty value as absent and a repeated one by its last value', () => {
    expect(parseParams(schema, { year: ['1', '7'], name: '' })).toEqual({ year: 7, weeks: 9 });
  });

  it('reports all problems at once, under the name the client used', () => {
    expect(issues(() => parseParams(schema, { weeks: '13', full_name: 'Grace Hopper' }))).toEqual([
      { parameter: 'year', message: 'year is required: an integer from 1 to 9999' },
      { parameter: 'weeks', message: 'must be an integer from 1 to 12; got 13' },
      { parameter: 'full_name', message: 'must be at most 5 characters long' },
    ]);
  });
});

describe('parameter builders', () => {
  const one = <T>(param: { parse(raw: unknown): { ok: boolean; value?: T; message?: string } }, raw: unknown) => param.parse(raw);

  it('int: refuses fractions, exponents, blanks and unsafe integers', () => {
    for (const raw of ['1.5', '1e3', ' ', 'abc', '9007199254740993', true, {}, null]) expect(one(p.int(), raw).ok).toBe(false);
    expect(one(p.int(), ' 42 ')).toEqual({ ok: true, value: 42 });
    expect(one(p.int(), '-7')).toEqual({ ok: true, value: -7 });
  });

  it('number: accepts decimals and exponents within bounds', () => {
    expect(one(p.number({ min: 0, max: 100 }), '5.25')).toEqual({ ok: true, value: 5.25 });
    expect(one(p.number(), '1e3')).toEqual({ ok: true, value: 1000 });
    expect(one(p.number({ max: 100 }), '100.01').ok).toBe(false);
    expect(one(p.number(), 'Infinity').ok).toBe(false);
  });

  it('decimal: keeps the exact text of money', () => {
    expect(one(p.decimal(), '0.10')).toEqual({ ok: true, value: '0.10' });
    expect(one(p.decimal(), '+12')).toEqual({ ok: true, value: '12' });
    expect(one(p.decimal(), 250000)).toEqual({ ok: true, value: '250000' });
    for (const raw of ['1,000', '1e5', '$5', '']) expect(one(p.decimal(), raw).ok).toBe(false);
  });

  it('bool: the spellings of DESIGN.md, any case', () => {
    for (const raw of ['true', 'TRUE', '1', 'yes', 'Y', true, 1]) expect(one(p.bool(), raw)).toEqual({ ok: true, value: true });
    for (const raw of ['false', '0', 'No', 'n', false, 0]) expect(one(p.bool(), raw)).toEqual({ ok: true, value: false });
    for (const raw of ['', 'on', 'off', '2', 'yess']) expect(one(p.bool(), raw).ok).toBe(false);
  });

  it('date: real Gregorian calendar dates only', () => {
    expect(one(p.date(), '2000-02-29')).toEqual({ ok: true, value: { iso: '2000-02-29', year: 2000, month: 2, day: 29 } });
    for (const raw of ['1900-02-29', '2023-02-29', '2024-04-31', '2024-00-10', '2024-12-32', '0000-01-01', '24-01-01', '2024/01/01', '2024-01-01T00:00']) {
      expect(one(p.date(), raw).ok).toBe(false);
    }
    expect(one(p.date({ min: '1800-01-01' }), '1799-12-31').ok).toBe(false);
  });

  it('oneOf: case-insensitive, answering the canonical spelling', () => {
    expect(one(p.oneOf(['Weekly', 'monthly']), 'WEEKLY')).toEqual({ ok: true, value: 'Weekly' });
    expect(one(p.oneOf(['a', 'b']), 'c')).toEqual({ ok: false, message: 'must be one of a, b; got "c"' });
  });

  it('timeZone: IANA names in their canonical spelling', () => {
    expect(one(p.timeZone(), 'europe/berlin')).toEqual({ ok: true, value: 'Europe/Berlin' });
    expect(one(p.timeZone(), 'UTC')).toEqual({ ok: true, value: 'UTC' });
    expect(one(p.timeZone(), 'Mars/Base').ok).toBe(false);
    expect(one(p.timeZone(), '+03:00').ok).toBe(false);
  });

  it('string: trims, and counts characters, not UTF-16 units', () => {
    expect(one(p.string({ maxLength: 2 }), '  😀é ')).toEqual({ ok: true, value: '😀é' });
    expect(one(p.string(), '   ')).toEqual({ ok: false, message: 'must not be empty' });
  });
});
