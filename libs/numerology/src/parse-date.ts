import { CalendarDate, MONTH_NAMES, daysInMonth, isLeapYear } from './calendar';
import { invalidInput, quoteValue } from './errors';
import { IntegerInput, parseInteger, requirePresent } from './params';

/** Parameter names of a date sent as three integers, e.g. {year: 'birth_year', month: 'birth_month', day: 'birth_day'}. */
export interface DatePartNames {
  year: string;
  month: string;
  day: string;
}

function checkYear(year: number, parameter: string, label: string): void {
  if (year < 1 || year > 9999) {
    throw invalidInput('invalid_year', parameter, `${label}must be between 1 and 9999; got ${year}`);
  }
}

function checkMonth(month: number, parameter: string, label: string): void {
  if (month < 1 || month > 12) {
    throw invalidInput('invalid_month', parameter, `${label}must be between 1 and 12; got ${month}`);
  }
}

/** Checks the day against the month; `year` null means "any year", so 29 February is allowed. */
function checkDay(year: number | null, month: number, day: number, parameter: string, label: string): void {
  if (day < 1 || day > 31) {
    throw invalidInput('invalid_day', parameter, `${label}must be between 1 and 31; got ${day}`);
  }
  const limit = year === null ? (month === 2 ? 29 : daysInMonth(2000, month)) : daysInMonth(year, month);
  if (day > limit) {
    const reason = year === null
      ? `${MONTH_NAMES[month - 1]} has at most ${limit} days`
      : month === 2
        ? `February ${year} has ${limit} days (${isLeapYear(year) ? 'a leap year' : 'not a leap year'})`
        : `${MONTH_NAMES[month - 1]} has ${limit} days`;
    throw invalidInput('invalid_date', parameter, `${label}${reason}; got ${day}`);
  }
}

/**
 * Validates a date sent as three integers (year 1-9999, proleptic Gregorian). Each error names the part at
 * fault: Feb 30 is reported on the day parameter, month 13 on the month parameter.
 */
export function parseDateParts(
  input: { year: IntegerInput | undefined; month: IntegerInput | undefined; day: IntegerInput | undefined },
  names: DatePartNames,
): CalendarDate {
  const year = parseInteger(input.year, names.year);
  const month = parseInteger(input.month, names.month);
  const day = parseInteger(input.day, names.day);
  checkYear(year, names.year, '');
  checkMonth(month, names.month, '');
  checkDay(year, month, day, names.day, '');
  return { year, month, day };
}

/**
 * Validates a month and day without a year (attitude number, personal year): checked against a leap year so
 * that 29 February birthdays are accepted.
 */
export function parseMonthDay(
  input: { month: IntegerInput | undefined; day: IntegerInput | undefined },
  names: { month: string; day: string },
): { month: number; day: number } {
  const month = parseInteger(input.month, names.month);
  const day = parseInteger(input.day, names.day);
  checkMonth(month, names.month, '');
  checkDay(null, month, day, names.day, '');
  return { month, day };
}

/** Validates a day of the month alone (1-31), e.g. `birth_day` of /thought_number. */
export function parseDayOfMonth(raw: IntegerInput | undefined, parameter: string): number {
  const day = parseInteger(raw, parameter);
  if (day < 1 || day > 31) throw invalidInput('invalid_day', parameter, `must be between 1 and 31; got ${day}`);
  return day;
}

/** Validates a year alone (1-9999). */
export function parseYear(raw: IntegerInput | undefined, parameter: string): number {
  const year = parseInteger(raw, parameter);
  checkYear(year, parameter, '');
  return year;
}

/**
 * Parses a `YYYY-MM-DD` date string (and `YYYYMMDD` when `allowCompact`, for /mirror-path). The string must be a
 * real calendar date: "2023-02-30", "1900-02-29", "2024-13-01", "2024-01-32" and "0000-01-01" are errors.
 */
export function parseIsoDate(raw: unknown, parameter: string, options: { allowCompact?: boolean } = {}): CalendarDate {
  const value = requirePresent(raw, parameter);
  if (typeof value !== 'string') {
    throw invalidInput('invalid_type', parameter, `must be a date text YYYY-MM-DD; got ${quoteValue(value)}`);
  }
  const text = value.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) ?? (options.allowCompact ? /^(\d{4})(\d{2})(\d{2})$/.exec(text) : null);
  if (match === null) {
    const forms = options.allowCompact ? 'YYYY-MM-DD or YYYYMMDD' : 'YYYY-MM-DD';
    throw invalidInput('invalid_type', parameter, `must be a date in the form ${forms}; got ${quoteValue(value)}`);
  }
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const label = `${text}: `;
  checkYear(year, parameter, `${label}the year `);
  checkMonth(month, parameter, `${label}the month `);
  if (day < 1 || day > 31) {
    throw invalidInput('invalid_day', parameter, `${label}the day must be between 1 and 31; got ${day}`);
  }
  checkDay(year, month, day, parameter, `${label}not a real date: `);
  return { year, month, day };
}
