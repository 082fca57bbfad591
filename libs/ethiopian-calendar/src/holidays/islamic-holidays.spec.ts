import { gregorianToJdn } from '../calendar/day-number';
import { ISLAMIC_HOLIDAYS, islamicHolidaysBetween } from './islamic-holidays';

/** Reads ICU's Umm al-Qura date of every day in the span: the slow, obvious way. */
function scanWithIcu(firstJdn: number, lastJdn: number): string[] {
  const icu = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric' });
  const found: string[] = [];
  for (let jdn = firstJdn; jdn <= lastJdn; jdn++) {
    const parts: Record<string, string> = {};
    for (const part of icu.formatToParts(new Date((jdn - 2440588) * 86_400_000))) parts[part.type] = part.value;
    for (const h of ISLAMIC_HOLIDAYS) {
      if (Number(parts.month) === h.hijri_month && Number(parts.day) === h.hijri_day && Number(parts.year) >= 1) found.push(`${h.key}@${jdn}`);
    }
  }
  return found;
}

describe('islamicHolidaysBetween', () => {
  it.each([700, 1000, 1500, 1882, 1900, 1937, 1968, 2000, 2024, 2033, 2100, 2174, 2500, 5000, 9998])(
    'finds exactly what a day-by-day ICU scan finds in Gregorian year %i',
    (year) => {
      const first = gregorianToJdn(year, 1, 1);
      const last = gregorianToJdn(year, 12, 31);
      const fast = islamicHolidaysBetween(first, last).map((h) => `${h.definition.key}@${h.jdn}`);
      expect(fast.sort()).toEqual(scanWithIcu(first, last).sort());
    },
  );
});
