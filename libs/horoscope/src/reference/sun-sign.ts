/**
 * The tropical Sun sign of a birth date from the conventional sign table (the dates newspapers use). The Sun's
 * ingress moves by up to a day from year to year, so the first and last day of every sign are flagged as cusp days
 * and name the neighbouring sign: with only a date, either sign is possible there.
 */
import { invalidParameter } from '../../../platform/src/problems/invalid-parameter.error';
import { type Sign, SIGNS } from './families';

/** First day (month, day) of each sign, in SIGNS order; each sign ends the day before the next begins. */
const SIGN_STARTS: Readonly<Record<Sign, readonly [number, number]>> = {
  aries: [3, 21],
  taurus: [4, 20],
  gemini: [5, 21],
  cancer: [6, 21],
  leo: [7, 23],
  virgo: [8, 23],
  libra: [9, 23],
  scorpio: [10, 23],
  sagittarius: [11, 22],
  capricorn: [12, 22],
  aquarius: [1, 20],
  pisces: [2, 19],
};

export interface SunSign {
  readonly sign: Sign;
  /** True on the first or last day of the sign. */
  readonly cusp: boolean;
  /** The neighbouring sign across the nearby boundary, or null when not on a cusp. */
  readonly cusp_with: Sign | null;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Month and day of a valid YYYY-MM-DD date; throws invalidParameter(parameter, ...) otherwise. */
export function monthDayOf(date: string, parameter = 'dob'): { month: number; day: number } {
  const m = DATE.exec(date);
  if (!m) throw invalidParameter(parameter, `must be a date as YYYY-MM-DD; got ${JSON.stringify(date.slice(0, 40))}`);
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  probe.setUTCFullYear(year);
  if (year < 1 || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) throw invalidParameter(parameter, `is not a calendar date; got ${date}`);
  return { month, day };
}

const ordinal = (month: number, day: number): number => month * 100 + day;

/** The sign whose span holds this month and day (uses a fixed non-leap layout; 29 February is in Pisces). */
function signAt(month: number, day: number): Sign {
  const at = ordinal(month, day);
  let best: Sign = 'capricorn'; // 1-19 January: the sign that started in December
  let bestStart = -1;
  for (const sign of SIGNS) {
    const start = ordinal(...SIGN_STARTS[sign]);
    if (start <= at && start > bestStart) {
      best = sign;
      bestStart = start;
    }
  }
  return best;
}

const next = (sign: Sign): Sign => SIGNS[(SIGNS.indexOf(sign) + 1) % 12];
const previous = (sign: Sign): Sign => SIGNS[(SIGNS.indexOf(sign) + 11) % 12];

/** The Sun sign of a YYYY-MM-DD date (the year only matters for validity). */
export function sunSignOf(date: string, parameter = 'dob'): SunSign {
  const { month, day } = monthDayOf(date, parameter);
  const sign = signAt(month, day);
  const [startMonth, startDay] = SIGN_STARTS[sign];
  if (month === startMonth && day === startDay) return { sign, cusp: true, cusp_with: previous(sign) };
  const [nextMonth, nextDay] = SIGN_STARTS[next(sign)];
  const dayBefore = new Date(Date.UTC(2001, nextMonth - 1, nextDay - 1)); // a non-leap year: the last day of the sign
  if (month === dayBefore.getUTCMonth() + 1 && day === dayBefore.getUTCDate()) return { sign, cusp: true, cusp_with: next(sign) };
  return { sign, cusp: false, cusp_with: null };
}
