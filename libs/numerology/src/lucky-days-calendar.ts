import { CalendarDate, addDays, formatIsoDate, toDayNumber, weekdayName } from './calendar';
import { lifePathReduction } from './date-components';
import { invalidInput } from './errors';
import { IntegerInput, parseIntegerInRange } from './params';
import { parseIsoDate } from './parse-date';
import { personalDayCalc } from './personal-cycles';
import { root } from './reduce';
import { TextCatalog } from './texts';

export interface LuckyDaysCalendarInput {
  dob: string;
  /** Resolved by the caller (HTTP: start_date, else today in the caller's tz). */
  start_date: string;
  /** 1-12, default 9. */
  weeks?: IntegerInput;
}

export interface CalendarDay {
  date: string;
  weekday: string;
  personal_day_number: number;
  lucky: boolean;
}

export interface CalendarWeek {
  week: number;
  start_date: string;
  end_date: string;
  days: CalendarDay[];
  lucky_days: string[];
}

export interface LuckyDaysCalendarResult {
  dob: string;
  start_date: string;
  weeks: number;
  life_path_number: number;
  /** The personal-day numbers that count as lucky: root(life path) and root(birth day). */
  lucky_day_numbers: number[];
  calendar: CalendarWeek[];
  lucky_days: string[];
  calculation: string;
  method: 'personal_day_matches_life_path_or_birth_day';
}

export const DEFAULT_CALENDAR_WEEKS = 9;
export const MAX_CALENDAR_WEEKS = 12;
const LAST_DAY = toDayNumber({ year: 9999, month: 12, day: 31 });

/**
 * /lucky-days-calendar: `weeks` × 7 days from start_date; a day is lucky when its personal day equals root(life
 * path) or root(birth day) (our convention, conventions §5).
 */
export function luckyDaysCalendar(input: LuckyDaysCalendarInput, _texts?: TextCatalog): LuckyDaysCalendarResult {
  const dob = parseIsoDate(input.dob, 'dob');
  const start = parseIsoDate(input.start_date, 'start_date');
  const weeks = input.weeks === undefined || input.weeks === null || input.weeks === ''
    ? DEFAULT_CALENDAR_WEEKS
    : parseIntegerInRange(input.weeks, 'weeks', 1, MAX_CALENDAR_WEEKS);
  if (toDayNumber(start) + weeks * 7 - 1 > LAST_DAY) {
    throw invalidInput('invalid_date', 'start_date', `the calendar would run past 9999-12-31; got ${formatIsoDate(start)}`);
  }
  const lifePath = lifePathReduction(dob).value;
  const luckyNumbers = [...new Set([root(lifePath), root(dob.day)])].sort((a, b) => a - b);
  const calendar: CalendarWeek[] = [];
  for (let week = 0; week < weeks; week += 1) {
    const days = Array.from({ length: 7 }, (_, offset): CalendarDay => {
      const date: CalendarDate = addDays(start, week * 7 + offset);
      const personal = personalDayCalc(dob.month, dob.day, date).value;
      return { date: formatIsoDate(date), weekday: weekdayName(date), personal_day_number: personal, lucky: luckyNumbers.includes(personal) };
    });
    calendar.push({
      week: week + 1,
      start_date: days[0].date,
      end_date: days[6].date,
      days,
      lucky_days: days.filter((day) => day.lucky).map((day) => day.date),
    });
  }
  return {
    dob: formatIsoDate(dob),
    start_date: formatIsoDate(start),
    weeks,
    life_path_number: lifePath,
    lucky_day_numbers: luckyNumbers,
    calendar,
    lucky_days: calendar.flatMap((week) => week.lucky_days),
    calculation: `root(life path ${lifePath}) = ${root(lifePath)}, root(birth day ${dob.day}) = ${root(dob.day)}; ` +
      `lucky when the personal day is ${luckyNumbers.join(' or ')}`,
    method: 'personal_day_matches_life_path_or_birth_day',
  };
}
