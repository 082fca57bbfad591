import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ParamsOf } from '../../../../libs/platform/src/params/param';
import { p } from '../../../../libs/platform/src/params/params';
import {
  toEthiopian,
  toGregorian,
  type ToEthiopianResult,
  type ToGregorianResult,
} from '../../../../libs/ethiopian-calendar/src/index';
import { Endpoint } from '../http/endpoint.decorator';
import { Params } from '../http/params.decorator';
import { ethiopianMonthParam, ethiopianYearParam, langParam } from './ethiopian-calendar.params';
import { LANG_RULE, LEAP_RULE, RANGE_RULE } from './ethiopian-calendar.texts';

const ToGregorianParams = {
  year: ethiopianYearParam.required(),
  month: ethiopianMonthParam.required(),
  day: p.int({ min: 1, max: 30 }).required().describe('Day of the month: 1-30, at most 5 in Pagume (6 in a leap year)', 1),
  lang: langParam,
};

const ToEthiopianParams = {
  // p.date() refuses impossible days itself (2023-02-29: "2023 is not a leap year, so February has 28 days").
  date: p.date().required().describe('Gregorian date, YYYY-MM-DD, from 0001-01-01 to 9999-12-31', '2024-01-07'),
  lang: langParam,
};

/** Date conversion in both directions. */
@ApiTags('ethiopian-calendar')
@Controller('ethiopian-calendar')
export class ConversionController {
  @Endpoint('/to-gregorian', {
    summary: 'Convert an Ethiopian date to its Gregorian date',
    description:
      'Takes an Ethiopian (Amete Mihret) year, month and day and answers the Gregorian date (YYYY-MM-DD) with the weekday in the chosen language. ' +
      `Day 31 of any month, day 7 of Pagume and Pagume 6 of a common year are refused, naming the parameter. ${LEAP_RULE} ${RANGE_RULE} ${LANG_RULE}`,
    params: ToGregorianParams,
    example: toGregorian({ year: 2016, month: 4, day: 28 }),
  })
  toGregorian(@Params() q: ParamsOf<typeof ToGregorianParams>): ToGregorianResult {
    return toGregorian({ year: q.year, month: q.month, day: q.day }, { lang: q.lang });
  }

  @Endpoint('/to-ethiopian', {
    summary: 'Convert a Gregorian date to its Ethiopian date',
    description:
      'Takes a Gregorian date written YYYY-MM-DD (a real day: 2023-02-29 is refused) and answers the Ethiopian year, month and day, ' +
      'the Ethiopian month name and the weekday. Days before Meskerem 1 of year 1 (0001-01-01 to 0008-08-26) get Ethiopian years 0 to -7. ' +
      `${LEAP_RULE} ${LANG_RULE}`,
    params: ToEthiopianParams,
    example: toEthiopian('2024-01-07'),
  })
  toEthiopian(@Params() q: ParamsOf<typeof ToEthiopianParams>): ToEthiopianResult {
    return toEthiopian(q.date.iso, { lang: q.lang });
  }
}
