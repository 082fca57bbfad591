import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ParamsOf } from '../../../../libs/platform/src/params/param';
import { leapYear, type LeapYearResult } from '../../../../libs/ethiopian-calendar/src/index';
import { Endpoint } from '../http/endpoint.decorator';
import { Params } from '../http/params.decorator';
import { ethiopianYearParam } from './ethiopian-calendar.params';
import { LEAP_RULE } from './ethiopian-calendar.texts';

const LeapYearParams = { year: ethiopianYearParam.required() };

@ApiTags('ethiopian-calendar')
@Controller('ethiopian-calendar')
export class LeapYearController {
  @Endpoint('/is-leap-year', {
    summary: 'Whether an Ethiopian year is a leap year',
    description:
      'Answers is_leap for an Ethiopian year with an explanation: the remainder of year mod 4, the length of Pagume and the Gregorian date of the last day of the year. ' +
      `${LEAP_RULE} Ethiopian leap years end in the September before a Gregorian leap year.`,
    params: LeapYearParams,
    example: leapYear(2015),
  })
  isLeapYear(@Params() q: ParamsOf<typeof LeapYearParams>): LeapYearResult {
    return leapYear(q.year);
  }
}
