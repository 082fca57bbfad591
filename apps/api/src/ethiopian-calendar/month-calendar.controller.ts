import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ParamsOf } from '../../../../libs/platform/src/params/param';
import {
  ethiopianMonth,
  gregorianMonth,
  type EthiopianMonthResult,
  type GregorianMonthResult,
} from '../../../../libs/ethiopian-calendar/src/index';
import { Endpoint } from '../http/endpoint.decorator';
import { Params } from '../http/params.decorator';
import {
  ethiopianMonthParam,
  ethiopianYearParam,
  gregorianMonthParam,
  gregorianYearParam,
  langParam,
  tzParam,
} from './ethiopian-calendar.params';
import { EXAMPLE_INSTANT, LANG_RULE, LEAP_RULE, RANGE_RULE, TZ_RULE } from './ethiopian-calendar.texts';

const EthiopianMonthParams = {
  year: ethiopianYearParam.required(),
  month: ethiopianMonthParam.required(),
  lang: langParam,
  tz: tzParam,
};

const GregorianMonthParams = {
  year: gregorianYearParam.required(),
  month: gregorianMonthParam.required(),
  lang: langParam,
  tz: tzParam,
};

/** Full month tables; the current instant only marks which day is today (`is_today`). */
@ApiTags('ethiopian-calendar')
@Controller('ethiopian-calendar')
export class MonthCalendarController {
  @Endpoint('/full-month', {
    summary: 'Every day of an Ethiopian month with its Gregorian date',
    description:
      'Lists the 30 days of an Ethiopian month (5 or 6 for Pagume) with the Gregorian date and weekday of each, and marks the day that is today in tz. ' +
      `${LEAP_RULE} ${TZ_RULE} ${RANGE_RULE} ${LANG_RULE} (Example: Pagume 2015, a leap year.)`,
    params: EthiopianMonthParams,
    example: ethiopianMonth(2015, 13, { now: EXAMPLE_INSTANT }),
  })
  ethiopianMonth(@Params() q: ParamsOf<typeof EthiopianMonthParams>): EthiopianMonthResult {
    return ethiopianMonth(q.year, q.month, { lang: q.lang, tz: q.tz, now: new Date() });
  }

  @Endpoint('/full-month/gregorian', {
    summary: 'Every day of a Gregorian month with its Ethiopian date',
    description:
      'Lists each day of a Gregorian month with its weekday, Ethiopian date and Ethiopian month name, and marks the day that is today in tz. ' +
      'The Gregorian month name comes from ICU in the chosen language (English where ICU has none). ' +
      `${LEAP_RULE} ${TZ_RULE} ${LANG_RULE} (Example: September 2024, shortened to the days around Ethiopian New Year.)`,
    params: GregorianMonthParams,
    example: shortened(gregorianMonth(2024, 9, { tz: 'Africa/Addis_Ababa', now: EXAMPLE_INSTANT }), 8, 12),
  })
  gregorianMonth(@Params() q: ParamsOf<typeof GregorianMonthParams>): GregorianMonthResult {
    return gregorianMonth(q.year, q.month, { lang: q.lang, tz: q.tz, now: new Date() });
  }
}

/** Keeps the documentation example readable: days [from, to) of the table only. */
function shortened(result: GregorianMonthResult, from: number, to: number): GregorianMonthResult {
  return { ...result, days: result.days.slice(from, to) };
}
