import { formatOffset, localToUtc } from './local-time';

// Expected instants worked by hand from the published zone rules (IANA tzdata), not from this code.
describe('localToUtc', () => {
  it('reads an ordinary summer time', () => {
    const r = localToUtc({ year: 2024, month: 7, day: 1, hour: 12, minute: 0 }, 'Europe/Paris');
    expect(r.utc.toISOString()).toBe('2024-07-01T10:00:00.000Z');
    expect(r.tzStatus).toBe('normal');
    expect(formatOffset(r.offsetSeconds)).toBe('+02:00');
  });

  it('moves a skipped wall time forward (US spring forward 2024-03-10 02:00 EST → 03:00 EDT)', () => {
    const r = localToUtc({ year: 2024, month: 3, day: 10, hour: 2, minute: 30 }, 'America/New_York');
    // 02:30 read with the pre-gap offset -05:00 = 07:30Z, which is 03:30 EDT.
    expect(r.utc.toISOString()).toBe('2024-03-10T07:30:00.000Z');
    expect(r.tzStatus).toBe('skipped');
    expect(formatOffset(r.offsetSeconds)).toBe('-04:00');
  });

  it('takes the earlier instant of an ambiguous wall time (US fall back 2024-11-03 02:00 EDT → 01:00 EST)', () => {
    const r = localToUtc({ year: 2024, month: 11, day: 3, hour: 1, minute: 30 }, 'America/New_York');
    expect(r.utc.toISOString()).toBe('2024-11-03T05:30:00.000Z');
    expect(r.tzStatus).toBe('ambiguous');
  });

  it('handles the EU change at 01:00 UTC (London 2024-03-31 01:30 does not exist)', () => {
    const r = localToUtc({ year: 2024, month: 3, day: 31, hour: 1, minute: 30 }, 'Europe/London');
    expect(r.utc.toISOString()).toBe('2024-03-31T01:30:00.000Z');
    expect(r.tzStatus).toBe('skipped');
  });

  it('uses local mean time before standard time', () => {
    // Paris mean time was 9 min 21 s ahead of Greenwich until 1911; New York LMT 4 h 56 min 2 s behind until 1883.
    const paris = localToUtc({ year: 1890, month: 6, day: 1, hour: 12, minute: 0 }, 'Europe/Paris');
    expect(paris.utc.toISOString()).toBe('1890-06-01T11:50:39.000Z');
    expect(formatOffset(paris.offsetSeconds)).toBe('+00:09:21');
    const ny = localToUtc({ year: 1850, month: 6, day: 1, hour: 12, minute: 0 }, 'America/New_York');
    expect(ny.utc.toISOString()).toBe('1850-06-01T16:56:02.000Z');
  });

  it('applies half-hour zones', () => {
    expect(localToUtc({ year: 2000, month: 1, day: 1, hour: 0, minute: 0 }, 'Asia/Kolkata').utc.toISOString()).toBe('1999-12-31T18:30:00.000Z');
  });
});
