import { ethiopianTime } from './ethiopian-time';

describe('ethiopianTime', () => {
  // Hours are counted from 06:00 (day) and 18:00 (night): 07:30 is 1:30 of the day.
  it.each([
    [7, 30, 1, 'day'],
    [6, 0, 12, 'day'],
    [12, 0, 6, 'day'],
    [17, 59, 11, 'day'],
    [18, 0, 12, 'night'],
    [19, 15, 1, 'night'],
    [0, 0, 6, 'night'],
    [5, 45, 11, 'night'],
  ])('%i:%i local is %i of the %s', (hour, minute, expectedHour, period) => {
    const time = ethiopianTime(hour, minute);
    expect(time).toMatchObject({ hour: expectedHour, minute, period });
    expect(time.period_am).toBe(period === 'day' ? 'ቀን' : 'ማታ');
  });

  it('writes the time as text', () => {
    expect(ethiopianTime(7, 5).text).toBe('1:05 day (ቀን 1:05)');
  });

  it('rejects impossible times', () => {
    expect(() => ethiopianTime(24, 0)).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ parameter: 'hour' })] }));
    expect(() => ethiopianTime(10, 60)).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ parameter: 'minute' })] }));
  });
});
