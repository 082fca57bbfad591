import { InvalidParameterError } from '../../../platform/src/problems/invalid-parameter.error';
import { addDays, addMonths, formatCalendarDate, parseCalendarDate } from './calendar-date';

const d = (s: string) => parseCalendarDate('start_date', s);
const f = formatCalendarDate;

describe('calendar dates', () => {
  it('adds months with end-of-month clamping, always from the original day', () => {
    expect(f(addMonths(d('2023-01-31'), 1))).toBe('2023-02-28');
    expect(f(addMonths(d('2024-01-31'), 1))).toBe('2024-02-29'); // leap year
    expect(f(addMonths(d('2024-01-31'), 2))).toBe('2024-03-31');
    expect(f(addMonths(d('2024-01-31'), 3))).toBe('2024-04-30');
    expect(f(addMonths(d('2024-11-15'), 2))).toBe('2025-01-15');
    expect(f(addMonths(d('2024-12-31'), 12))).toBe('2025-12-31');
    expect(f(addMonths(d('2000-02-29'), 12))).toBe('2001-02-28');
    expect(f(addMonths(d('2024-03-31'), 600))).toBe('2074-03-31');
  });

  it('adds days across months and years', () => {
    expect(f(addDays(d('2024-12-25'), 14))).toBe('2025-01-08');
    expect(f(addDays(d('2024-02-22'), 7))).toBe('2024-02-29');
  });

  it('accepts only real dates written YYYY-MM-DD', () => {
    for (const bad of ['2023-02-29', '2024-13-01', '2024-04-31', '2024-1-01', '24-01-01', '2024/01/01', '1800-01-01']) {
      expect(() => d(bad)).toThrow(InvalidParameterError);
    }
    expect(f(d('1900-02-28'))).toBe('1900-02-28');
    expect(() => d('1900-02-29')).toThrow(/28 days/); // 1900 is not a leap year
  });
});
