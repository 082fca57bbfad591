/**
 * Islamic holidays kept as public holidays in Ethiopia, dated with ICU's Umm al-Qura calendar (the Saudi
 * tabulated lunar calendar; outside its table, 1300-1600 AH, ICU falls back to the arithmetic Islamic
 * calendar). In Ethiopia the dates are proclaimed after the new moon is sighted, so they can differ by a day.
 */
export interface IslamicHolidayDefinition {
  key: string;
  name: string;
  name_am: string;
  hijri_month: number;
  hijri_day: number;
  description: string;
}

export const ISLAMIC_HOLIDAYS: readonly IslamicHolidayDefinition[] = [
  {
    key: 'eid_al_fitr', name: 'Eid al-Fitr', name_am: 'ዒድ አል ፈጥር', hijri_month: 10, hijri_day: 1,
    description: 'The feast ending the fast of Ramadan, on 1 Shawwal; dated by the Umm al-Qura calendar, the sighted date in Ethiopia may be a day later.',
  },
  {
    key: 'eid_al_adha', name: 'Eid al-Adha (Arafa)', name_am: 'ዒድ አል አድሐ (አረፋ)', hijri_month: 12, hijri_day: 10,
    description: 'The feast of the sacrifice during the pilgrimage season, on 10 Dhu al-Hijjah; dated by the Umm al-Qura calendar, the sighted date may differ by a day.',
  },
  {
    key: 'mawlid', name: 'Mawlid (Birth of the Prophet)', name_am: 'መውሊድ', hijri_month: 3, hijri_day: 12,
    description: "The Prophet Muhammad's birthday, on 12 Rabi' al-Awwal; dated by the Umm al-Qura calendar, the sighted date may differ by a day.",
  },
];

/** JDN of 1970-01-01, to turn day numbers into Date instants for Intl. */
const UNIX_EPOCH_JDN = 2440588;
const DAY_MS = 86_400_000;

let formatter: Intl.DateTimeFormat | null | undefined;

function hijriFormatter(): Intl.DateTimeFormat | null {
  if (formatter === undefined) {
    const candidate = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
      timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric',
    });
    // Without ICU's Islamic calendars we list no Islamic holidays rather than guess.
    formatter = candidate.resolvedOptions().calendar === 'islamic-umalqura' ? candidate : null;
  }
  return formatter;
}

export function islamicCalendarAvailable(): boolean {
  return hijriFormatter() !== null;
}

/** Hijri (Umm al-Qura) date of a JDN, or null without ICU support. */
export function hijriDateOfJdn(jdn: number): { year: number; month: number; day: number } | null {
  const f = hijriFormatter();
  if (!f) return null;
  const parts: Record<string, string> = {};
  for (const part of f.formatToParts(new Date((jdn - UNIX_EPOCH_JDN) * DAY_MS))) parts[part.type] = part.value;
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** Mean length of a lunar month in days. */
const MEAN_LUNAR_MONTH = 29.530588;
/** Days either side of the estimate that are read from ICU; month lengths drift at most a day or two from the mean. */
const SEARCH_WINDOW = 4;

/**
 * Islamic holidays between two JDNs (inclusive). From the Hijri date of the first day, each holiday's date is
 * estimated with the mean lunar month and then confirmed by reading ICU's Hijri date of the days around the
 * estimate. A lunar year is 354 or 355 days, so one holiday can occur twice in a solar year. Nothing before
 * the first Hijri year.
 */
export function islamicHolidaysBetween(firstJdn: number, lastJdn: number): { definition: IslamicHolidayDefinition; jdn: number }[] {
  const found: { definition: IslamicHolidayDefinition; jdn: number }[] = [];
  const start = hijriDateOfJdn(firstJdn);
  if (!start) return found;
  for (const definition of ISLAMIC_HOLIDAYS) {
    // The span is under two lunar years, so it touches at most three Hijri years.
    for (let hijriYear = start.year; hijriYear <= start.year + 2; hijriYear++) {
      if (hijriYear < 1) continue;
      const months = (hijriYear - start.year) * 12 + (definition.hijri_month - start.month);
      const estimate = firstJdn + Math.round(months * MEAN_LUNAR_MONTH) + (definition.hijri_day - start.day);
      for (let jdn = estimate - SEARCH_WINDOW; jdn <= estimate + SEARCH_WINDOW; jdn++) {
        if (jdn < firstJdn || jdn > lastJdn) continue;
        const hijri = hijriDateOfJdn(jdn);
        if (hijri && hijri.year === hijriYear && hijri.month === definition.hijri_month && hijri.day === definition.hijri_day) {
          found.push({ definition, jdn });
        }
      }
    }
  }
  return found.sort((a, b) => a.jdn - b.jdn);
}
