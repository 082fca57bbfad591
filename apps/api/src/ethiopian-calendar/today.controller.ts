import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ParamsOf } from '../../../../libs/platform/src/params/param';
import {
  calendarInfo,
  currentDate,
  type CalendarInfoResult,
  type CurrentDateResult,
} from '../../../../libs/ethiopian-calendar/src/index';
import { Endpoint } from '../http/endpoint.decorator';
import { Params } from '../http/params.decorator';
import { langParam, tzParam } from './ethiopian-calendar.params';
import { EXAMPLE_INSTANT, LANG_RULE, LEAP_RULE, TZ_RULE } from './ethiopian-calendar.texts';

const TodayParams = { tz: tzParam, lang: langParam };

/** Answers that depend on the current instant: the instant is read here, never in the domain library. */
@ApiTags('ethiopian-calendar')
@Controller('ethiopian-calendar')
export class TodayController {
  @Endpoint('/current-date', {
    summary: "Today's date in both calendars",
    description:
      'The current day in the caller\'s time zone, as a Gregorian date and as an Ethiopian date with its month name and weekday, ' +
      'plus the local time of day on the Ethiopian clock (hours counted from 06:00 and 18:00). ' +
      `${TZ_RULE} ${LANG_RULE} (Example computed for 06:30 UTC on 2024-09-11 in Africa/Addis_Ababa.)`,
    params: TodayParams,
    example: currentDate(EXAMPLE_INSTANT, { tz: 'Africa/Addis_Ababa' }),
  })
  currentDate(@Params() q: ParamsOf<typeof TodayParams>): CurrentDateResult {
    return currentDate(new Date(), { tz: q.tz, lang: q.lang });
  }

  @Endpoint('/calendar-info', {
    summary: 'The months of the current Ethiopian year',
    description:
      'Names and lengths of the 13 months of the Ethiopian year that is current in the caller\'s time zone, whether it is a leap year, ' +
      'its first and last Gregorian days, and the gap to the Gregorian year: 7 from Meskerem 1 to 31 December, 8 from 1 January to the end of Pagume. ' +
      `${LEAP_RULE} ${TZ_RULE} ${LANG_RULE} (Example computed for 2024-09-11.)`,
    params: TodayParams,
    example: calendarInfo(EXAMPLE_INSTANT, { tz: 'Africa/Addis_Ababa' }),
  })
  calendarInfo(@Params() q: ParamsOf<typeof TodayParams>): CalendarInfoResult {
    return calendarInfo(new Date(), { tz: q.tz, lang: q.lang });
  }
}
