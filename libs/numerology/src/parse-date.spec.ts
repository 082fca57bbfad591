import { parseDateParts, parseIsoDate, parseMonthDay } from './parse-date';
import { thrown } from './testing/stub-texts';

const names = { year: 'year', month: 'month', day: 'day' };

describe('parseIsoDate', () => {
  it('accepts real dates, including 29 February of leap years (2000, 2024)', () => {
    expect(parseIsoDate('2024-02-29', 'dob')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2000-02-29', 'dob')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseIsoDate(' 0001-01-01 ', 'dob')).toEqual({ year: 1, month: 1, day: 1 });
  });

  it.each([
    ['2023-02-30', 'invalid_date', 'February 2023 has 28 days (not a leap year); got 30'],
    ['1900-02-29', 'invalid_date', 'February 1900 has 28 days (not a leap year); got 29'],
    ['2024-04-31', 'invalid_date', 'April has 30 days; got 31'],
    ['2024-13-01', 'invalid_month', 'the month must be between 1 and 12; got 13'],
    ['2024-00-10', 'invalid_month', 'the month must be between 1 and 12; got 0'],
    ['2024-01-32', 'invalid_day', 'the day must be between 1 and 31; got 32'],
    ['0000-01-01', 'invalid_year', 'the year must be between 1 and 9999; got 0'],
  ])('rejects %s (%s)', (text, code, fragment) => {
    const error = thrown(() => parseIsoDate(text, 'target_date'));
    expect(error.code).toBe(code);
    expect(error.issues?.[0].parameter).toBe('target_date');
    expect(error.issues?.[0].message).toContain(fragment);
  });

  it('rejects other formats and accepts YYYYMMDD only where allowed', () => {
    expect(thrown(() => parseIsoDate('2024/01/01', 'dob')).code).toBe('invalid_type');
    expect(thrown(() => parseIsoDate('20240101', 'dob')).code).toBe('invalid_type');
    expect(parseIsoDate('19900714', 'dob', { allowCompact: true })).toEqual({ year: 1990, month: 7, day: 14 });
    expect(thrown(() => parseIsoDate('19000229', 'dob', { allowCompact: true })).code).toBe('invalid_date');
    expect(thrown(() => parseIsoDate(undefined, 'dob')).code).toBe('missing_parameter');
  });
});

describe('parseDateParts', () => {
  it('reports each broken rule on the parameter at fault', () => {
    expect(parseDateParts({ year: '1990', month: '07', day: 14 }, names)).toEqual({ year: 1990, month: 7, day: 14 });
    expect(thrown(() => parseDateParts({ year: 1990, month: 13, day: 1 }, names)).issues?.[0])
      .toEqual({ parameter: 'month', message: 'must be between 1 and 12; got 13' });
    expect(thrown(() => parseDateParts({ year: 1990, month: 1, day: 32 }, names)).issues?.[0])
      .toEqual({ parameter: 'day', message: 'must be between 1 and 31; got 32' });
    expect(thrown(() => parseDateParts({ year: 0, month: 1, day: 1 }, names)).code).toBe('invalid_year');
    const feb29 = thrown(() => parseDateParts({ year: 1900, month: 2, day: 29 }, names));
    expect(feb29.code).toBe('invalid_date');
    expect(feb29.issues?.[0].parameter).toBe('day');
    expect(thrown(() => parseDateParts({ year: 2023, month: 2, day: 30 }, names)).code).toBe('invalid_date');
    expect(thrown(() => parseDateParts({ year: '19x0', month: 1, day: 1 }, names)).code).toBe('invalid_type');
    expect(thrown(() => parseDateParts({ year: 1990, month: 1.5, day: 1 }, names)).code).toBe('invalid_type');
  });
});

describe('parseMonthDay', () => {
  it('checks against a leap year: 29 February passes, 30 February does not', () => {
    const md = { month: 'birth_month', day: 'birth_day' };
    expect(parseMonthDay({ month: 2, day: 29 }, md)).toEqual({ month: 2, day: 29 });
    const error = thrown(() => parseMonthDay({ month: 2, day: 30 }, md));
    expect(error.issues?.[0]).toEqual({ parameter: 'birth_day', message: 'February has at most 29 days; got 30' });
    expect(thrown(() => parseMonthDay({ month: 4, day: 31 }, md)).code).toBe('invalid_date');
  });
});
