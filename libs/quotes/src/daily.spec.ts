import { dailyPosition, localDate } from './daily';

describe('daily', () => {
  it('reads the calendar date in the caller time zone', () => {
    const instant = new Date('2026-11-21T22:30:00Z');
    expect(localDate(instant, 'UTC')).toBe('2026-11-21');
    expect(localDate(instant, 'Africa/Addis_Ababa')).toBe('2026-11-22'); // UTC+3
    expect(localDate(instant, 'America/New_York')).toBe('2026-11-21');
  });
  it('gives a stable position in [1, count] that changes with the date', () => {
    expect(dailyPosition('love', '2026-11-21', 100)).toBe(dailyPosition('love', '2026-11-21', 100));
    const positions = Array.from({ length: 365 }, (_, i) => dailyPosition('love', `day-${i}`, 10));
    expect(Math.min(...positions)).toBe(1);
    expect(Math.max(...positions)).toBe(10);
    const counts = new Array(10).fill(0);
    positions.forEach((p) => counts[p - 1]++);
    expect(Math.min(...counts)).toBeGreaterThan(15); // 36.5 expected each
    expect(dailyPosition('love', 'x', 1)).toBe(1);
    expect(() => dailyPosition('love', 'x', 0)).toThrow(RangeError);
  });
});
