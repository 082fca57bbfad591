import { localDateAt, localDateTimeAt, resolveTimeZone } from './time-zone';

describe('resolveTimeZone', () => {
  it('defaults to UTC and canonicalizes IANA names', () => {
    expect(resolveTimeZone()).toBe('UTC');
    expect(resolveTimeZone('')).toBe('UTC');
    expect(resolveTimeZone('africa/addis_ababa')).toBe('Africa/Addis_Ababa');
    expect(resolveTimeZone('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
    expect(resolveTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
  });

  it.each(['Mars/Base', '+03:00', 'UTC+3', 'Africa/', '../etc', 'Not a zone'])('rejects %j naming tz', (tz) => {
    expect(() => resolveTimeZone(tz)).toThrow(expect.objectContaining({
      issues: [expect.objectContaining({ parameter: 'tz' })],
    }));
  });
});

describe('localDateAt', () => {
  // 2024-09-10T22:30Z: still 10 September in London (BST, +1) and UTC, already 11 September in Addis Ababa
  // (UTC+3, no DST), still 10 September in Los Angeles (PDT, -7), and 11 September in Kiritimati (+14).
  const instant = new Date('2024-09-10T22:30:00Z');

  it('returns the calendar date in the zone', () => {
    expect(localDateAt(instant)).toEqual({ year: 2024, month: 9, day: 10 });
    expect(localDateAt(instant, 'Europe/London')).toEqual({ year: 2024, month: 9, day: 10 });
    expect(localDateAt(instant, 'Africa/Addis_Ababa')).toEqual({ year: 2024, month: 9, day: 11 });
    expect(localDateAt(instant, 'America/Los_Angeles')).toEqual({ year: 2024, month: 9, day: 10 });
    expect(localDateAt(instant, 'Pacific/Kiritimati')).toEqual({ year: 2024, month: 9, day: 11 });
  });

  it('gives the local wall-clock time too', () => {
    expect(localDateTimeAt(instant, 'Africa/Addis_Ababa')).toMatchObject({ hour: 1, minute: 30 });
    expect(localDateTimeAt(instant, 'America/Los_Angeles')).toMatchObject({ hour: 15, minute: 30 });
  });

  it('handles instants in the first centuries (proleptic Gregorian)', () => {
    const early = new Date(0);
    early.setUTCFullYear(1, 0, 1);
    expect(localDateAt(early, 'UTC')).toEqual({ year: 1, month: 1, day: 1 });
  });

  it('rejects a bad zone and an invalid Date', () => {
    expect(() => localDateAt(instant, 'Nowhere/Land')).toThrow(expect.objectContaining({ name: 'InvalidParameterError' }));
    expect(() => localDateAt(new Date(Number.NaN))).toThrow(RangeError);
  });
});
