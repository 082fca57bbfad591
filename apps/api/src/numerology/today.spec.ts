import { resolveDate, todayIn } from './today';

describe('todayIn', () => {
  // 2024-03-01 12:00 UTC: Kiritimati (UTC+14) is already at 02:00 on 2 March; Pago Pago (UTC−11) at 01:00 on 1 March.
  const noon = new Date('2024-03-01T12:00:00Z');

  it('reads the calendar date in the given zone', () => {
    expect(todayIn('UTC', noon)).toBe('2024-03-01');
    expect(todayIn('Pacific/Kiritimati', noon)).toBe('2024-03-02');
    expect(todayIn('Pacific/Pago_Pago', noon)).toBe('2024-03-01');
    // 23:30 UTC on New Year's Eve is already 1 January in Addis Ababa (UTC+3)
    expect(todayIn('Africa/Addis_Ababa', new Date('2023-12-31T23:30:00Z'))).toBe('2024-01-01');
    // and still 31 December in New York (UTC−5)
    expect(todayIn('America/New_York', new Date('2024-01-01T03:00:00Z'))).toBe('2023-12-31');
  });
});

describe('resolveDate', () => {
  it('prefers the date the client sent and then echoes no zone', () => {
    expect(resolveDate({ iso: '2020-02-29' }, 'Pacific/Kiritimati')).toEqual({ date: '2020-02-29', tz: null });
  });

  it('falls back to today in the zone and echoes it', () => {
    expect(resolveDate(undefined, 'Pacific/Kiritimati', new Date('2024-03-01T12:00:00Z'))).toEqual({ date: '2024-03-02', tz: 'Pacific/Kiritimati' });
  });
});
