import { invalidParameter } from '../../../platform/src/problems/invalid-parameter.error';
import { IssueCollector } from '../input/issue-collector';
import { readBoundedDecimal, readInteger, type NumericInput } from '../input/numeric-input';

/** Parameters of GET /shift-finish-time (no currency). */
export interface ShiftFinishTimeInput {
  /** `h:mm AM` or `h:mm PM`, hour 1-12, minutes 00-59 (e.g. `9:30 PM`). */
  start_time: string;
  /** Shift length in hours, 0-168; fractions allowed when they make whole minutes (7.5, 7.25). */
  duration: NumericInput;
  /** Break in whole minutes, 0-1440. */
  break_duration: NumericInput;
}

/** ShiftFinishResult of the spec plus how many midnights the shift crosses. */
export interface ShiftFinishTimeResult {
  /** `hh:mm AM|PM`, e.g. `06:00 AM`. */
  finish_time_12hr: string;
  /** `HH:MM`, e.g. `06:00`. */
  finish_time_24hr: string;
  /** True when the shift ends on a later day than it starts. */
  next_day: boolean;
  /** Midnights crossed: 0 same day, 1 next day, ... */
  days_later: number;
}

const MINUTES_PER_DAY = 24 * 60;
const START_TIME = /^(\d{1,2}):(\d{2}) ?([AaPp][Mm])$/;

/** Minutes after midnight of a strict `h:mm AM|PM` time. @throws InvalidParameterError on `start_time`. */
export function parseTwelveHourTime(param: string, value: unknown): number {
  const text = typeof value === 'string' ? value.trim() : '';
  const match = START_TIME.exec(text);
  const rule = 'must be a 12-hour time h:mm AM or h:mm PM (hour 1-12, minutes 00-59), e.g. 9:30 PM';
  if (!match) {
    const missing = value === undefined || value === null || text === '';
    throw invalidParameter(param, missing ? `is required; ${rule}` : `${rule}; got '${String(value)}'`);
  }
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour < 1 || hour > 12 || minute > 59) throw invalidParameter(param, `${rule}; got '${text}'`);
  const pm = match[3].toUpperCase() === 'PM';
  return ((hour % 12) + (pm ? 12 : 0)) * 60 + minute;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * GET /shift-finish-time: start + duration hours + break minutes, wrapping past midnight.
 * @throws InvalidParameterError naming every bad parameter.
 */
export function calculateShiftFinishTime(input: ShiftFinishTimeInput): ShiftFinishTimeResult {
  const v = new IssueCollector();
  const start = v.read(() => parseTwelveHourTime('start_time', input.start_time));
  const duration = v.read(() => {
    const hours = readBoundedDecimal('duration', input.duration, 0, 168, 'hours');
    const minutes = hours.mul(60);
    if (!minutes.isInteger()) {
      throw invalidParameter('duration', `must come to whole minutes (e.g. 7.5 or 7.25 hours); got ${hours.toFixed()}`);
    }
    return minutes.toNumber();
  });
  const pause = v.read(() => readInteger('break_duration', input.break_duration, 0, MINUTES_PER_DAY, 'minutes'));
  v.done();
  const total = start! + duration! + pause!;
  const daysLater = Math.floor(total / MINUTES_PER_DAY);
  const minuteOfDay = total % MINUTES_PER_DAY;
  const hour24 = Math.floor(minuteOfDay / 60);
  const minute = minuteOfDay % 60;
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return {
    finish_time_12hr: `${pad(hour12)}:${pad(minute)} ${hour24 < 12 ? 'AM' : 'PM'}`,
    finish_time_24hr: `${pad(hour24)}:${pad(minute)}`,
    next_day: daysLater > 0,
    days_later: daysLater,
  };
}
