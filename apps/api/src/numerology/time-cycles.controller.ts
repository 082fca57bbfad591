/**
 * Time-based numerology: personal day and month, the day's affirmation, the lucky-days calendar and the meaning
 * of a calendar date. "Today" is resolved here (never in the lib): the date sent, else today in `tz` (UTC by
 * default); the date used is echoed, with `tz` when it decided the date.
 */
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  DEFAULT_CALENDAR_WEEKS, MAX_CALENDAR_WEEKS, dateMeaning, luckyDaysCalendar, personalDay, personalDayAffirmations, personalMonth,
  type AffirmationResult, type DateMeaningResult, type LuckyDaysCalendarResult, type PersonalDayResult, type PersonalMonthResult,
} from '../../../../libs/numerology/src/index';
import { p } from '../../../../libs/platform/src/params/params';
import type { ParamsOf } from '../../../../libs/platform/src/params/param';
import { Endpoint } from '../http/endpoint.decorator';
import { Params } from '../http/params.decorator';
import { exampleTexts } from './example-texts';
import { NOTES, TzParam, dobParam } from './numerology.params';
import { NumerologyTexts } from './numerology-texts.provider';
import { resolveDate } from './today';

const TargetDateParams = {
  dob: dobParam(),
  target_date: p.date().describe('The day to read, YYYY-MM-DD (default: today in tz)', '2024-03-08'),
  tz: TzParam,
};

const MonthParams = {
  dob: dobParam(),
  target_date: p.date().describe('Any day of the month to read, YYYY-MM-DD (default: today in tz)', '2024-03-15'),
  tz: TzParam,
};

const CalendarParams = {
  dob: dobParam(),
  start_date: p.date().describe('First day of the calendar, YYYY-MM-DD (default: today in tz)', '2024-03-04'),
  weeks: p.int({ min: 1, max: MAX_CALENDAR_WEEKS }).default(DEFAULT_CALENDAR_WEEKS).describe('Number of weeks (1-12, default 9)', 2),
  tz: TzParam,
};

const DateMeaningParams = {
  date: p.date().required().describe('The calendar date to read, YYYY-MM-DD', '2024-09-05'),
};

/** The result with the zone that decided "today" (null when the client sent the date). */
type WithTz<T> = T & { tz: string | null };

const EXAMPLE_DOB = '1990-07-14';

@ApiTags('numerology')
@Controller('numerology')
export class TimeCyclesController {
  constructor(private readonly texts: NumerologyTexts) {}

  @Endpoint('/personal-day', {
    summary: 'Personal day number for a date',
    description:
      'Personal year = birth month + birth day + digit sum of the year; personal month = personal year + calendar month; ' +
      `personal day = personal month + calendar day; each reduced to one digit. ${NOTES.singleDigit} The date is ` +
      'target_date, else today in tz (UTC by default); date_used echoes it.',
    params: TargetDateParams,
    example: { ...personalDay({ dob: EXAMPLE_DOB, target_date: '2024-03-08' }, exampleTexts), tz: null },
  })
  personalDay(@Params() q: ParamsOf<typeof TargetDateParams>): WithTz<PersonalDayResult> {
    const used = resolveDate(q.target_date, q.tz);
    return { ...personalDay({ dob: q.dob.iso, target_date: used.date }, this.texts), tz: used.tz };
  }

  @Endpoint('/personal-month', {
    summary: 'Personal month number for the month of a date',
    description:
      'Personal month = personal year (birth month + birth day + digit sum of the year) + calendar month, reduced to one ' +
      `digit. ${NOTES.singleDigit} Any day of the wanted month may be sent as target_date; default today in tz.`,
    params: MonthParams,
    example: { ...personalMonth({ dob: '1992-07-16', target_date: '2024-03-15' }, exampleTexts), tz: null },
  })
  personalMonth(@Params() q: ParamsOf<typeof MonthParams>): WithTz<PersonalMonthResult> {
    const used = resolveDate(q.target_date, q.tz);
    return { ...personalMonth({ dob: q.dob.iso, target_date: used.date }, this.texts), tz: used.tz };
  }

  @Endpoint('/personal-day-affirmations', {
    summary: 'An affirmation for the personal day',
    description:
      'The personal day (as /personal-day) and one of twenty authored first-person lines for that number, picked by a ' +
      'stable hash (FNV-1a) of the birth date and the date, so a person sees the same line all day. Master days use the ' +
      'lines of their root. The date is target_date, else today in tz.',
    params: TargetDateParams,
    example: { ...personalDayAffirmations({ dob: EXAMPLE_DOB, target_date: '2024-03-08' }, exampleTexts), tz: null },
  })
  personalDayAffirmations(@Params() q: ParamsOf<typeof TargetDateParams>): WithTz<AffirmationResult> {
    const used = resolveDate(q.target_date, q.tz);
    return { ...personalDayAffirmations({ dob: q.dob.iso, target_date: used.date }, this.texts), tz: used.tz };
  }

  @Endpoint('/lucky-days-calendar', {
    summary: 'Week-by-week calendar of lucky days',
    description:
      'weeks × 7 days from start_date (default today in tz; weeks 1-12, default 9). Each day carries its personal day ' +
      'number; a day is lucky when that number equals the root of the life path or the root of the birth day.',
    params: CalendarParams,
    example: { ...luckyDaysCalendar({ dob: EXAMPLE_DOB, start_date: '2024-03-04', weeks: 1 }, exampleTexts), tz: null },
  })
  luckyDaysCalendar(@Params() q: ParamsOf<typeof CalendarParams>): WithTz<LuckyDaysCalendarResult> {
    const used = resolveDate(q.start_date, q.tz);
    return { ...luckyDaysCalendar({ dob: q.dob.iso, start_date: used.date, weeks: q.weeks }, this.texts), tz: used.tz };
  }

  @Endpoint('/date-meaning', {
    summary: 'Universal day number of a calendar date',
    description:
      'All digits of the date are added and reduced to one digit: 2024-01-01 → 2+0+2+4+0+1+0+1 = 10 → 1. A master number ' +
      'met on the way down (2024-09-05 → 22 → 4) is reported as master_form with its own text.',
    params: DateMeaningParams,
    example: dateMeaning({ date: '2024-09-05' }, exampleTexts),
  })
  dateMeaning(@Params() q: ParamsOf<typeof DateMeaningParams>): DateMeaningResult {
    return dateMeaning({ date: q.date.iso }, this.texts);
  }
}
