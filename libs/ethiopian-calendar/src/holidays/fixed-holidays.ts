import { mod } from '../calendar/day-number';
import { ethiopianToJdn } from '../calendar/ethiopian-calendar';
import { gregorianToJdn } from '../calendar/day-number';

/**
 * Holidays on a fixed date of the Ethiopian calendar (or, for Labour Day, of the Gregorian one).
 * `jdnIn(year)` gives the day in Ethiopian year `year`, or null before the holiday existed.
 */
export interface FixedHolidayDefinition {
  key: string;
  name: string;
  name_am: string;
  description: string;
  jdnIn(year: number): number | null;
}

/** Civic days start with the event they remember (Ethiopian year of the event). */
function since(firstYear: number, month: number, day: number): (year: number) => number | null {
  return (year) => (year >= firstYear ? ethiopianToJdn(year, month, day) : null);
}

export const FIXED_HOLIDAYS: readonly FixedHolidayDefinition[] = [
  {
    key: 'enkutatash', name: 'Ethiopian New Year (Enkutatash)', name_am: 'እንቁጣጣሽ',
    description: 'Meskerem 1, the first day of the year, at the end of the long rains; between 1900 and 2099 that is 11 September, or 12 September before a Gregorian leap year (one day later from 2100 on).',
    jdnIn: (year) => ethiopianToJdn(year, 1, 1),
  },
  {
    key: 'meskel', name: 'Finding of the True Cross (Meskel)', name_am: 'መስቀል',
    description: 'Meskerem 17, always; bonfires (Demera) are lit on the eve. Between 1900 and 2099 that is 27 September, or 28 September in years whose New Year fell on 12 September.',
    jdnIn: (year) => ethiopianToJdn(year, 1, 17),
  },
  {
    key: 'genna', name: 'Christmas (Genna)', name_am: 'ገና',
    description: 'Tahsas 29, or Tahsas 28 in the year after an Ethiopian leap year, so that it always matches 25 December of the Julian calendar (Gregorian 7 January until 2100).',
    // A year after a leap year starts one Julian day later, so Julian 25 December is Tahsas 28 then.
    jdnIn: (year) => ethiopianToJdn(year, 4, mod(year, 4) === 0 ? 28 : 29),
  },
  {
    key: 'timket', name: 'Epiphany (Timket)', name_am: 'ጥምቀት',
    description: 'Tir 11, always, with the eve (Ketera) on Tir 10; between 1900 and 2099 that is 19 January, or 20 January in the year after an Ethiopian leap year.',
    jdnIn: (year) => ethiopianToJdn(year, 5, 11),
  },
  {
    key: 'adwa', name: 'Adwa Victory Day', name_am: 'የዓድዋ ድል በዓል',
    description: 'Yekatit 23, remembering the defeat of the Italian army at Adwa in 1896 (1888 in the Ethiopian calendar).',
    jdnIn: since(1888, 6, 23),
  },
  {
    key: 'labour_day', name: 'International Labour Day', name_am: 'የሠራተኞች ቀን',
    description: "1 May of the Gregorian calendar (Miyazya 23 between 1900 and 2099), the international workers' day, listed from 1890 when it was first kept.",
    // 1 May of the Gregorian year in which the second half of this Ethiopian year falls.
    jdnIn: (year) => (year + 8 >= 1890 ? gregorianToJdn(year + 8, 5, 1) : null),
  },
  {
    key: 'patriots_victory', name: "Patriots' Victory Day", name_am: 'የአርበኞች የድል ቀን',
    description: 'Miyazya 27, the return of Emperor Haile Selassie to Addis Ababa in 1941 (1933 E.C.) after the Italian occupation.',
    jdnIn: since(1933, 8, 27),
  },
  {
    key: 'derg_downfall', name: 'Downfall of the Derg', name_am: 'ግንቦት 20',
    description: 'Ginbot 20, the fall of the military government in 1991 (1983 E.C.).',
    jdnIn: since(1983, 9, 20),
  },
];
