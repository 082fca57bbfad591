import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ParamsOf } from '../../../../libs/platform/src/params/param';
import { p } from '../../../../libs/platform/src/params/params';
import {
  bahireHasab,
  holidays,
  MAX_COMPUTUS_YEAR,
  MAX_GREGORIAN_YEAR,
  type BahireHasabResult,
  type HolidaysResult,
} from '../../../../libs/ethiopian-calendar/src/index';
import { Endpoint } from '../http/endpoint.decorator';
import { Params } from '../http/params.decorator';
import { LEAP_RULE } from './ethiopian-calendar.texts';

const HolidaysParams = {
  year: p
    .int({ min: 1, max: MAX_GREGORIAN_YEAR })
    .required()
    .describe(`The year, counted in the calendar named by calendar: Ethiopian 1-${MAX_COMPUTUS_YEAR}, Gregorian 1-${MAX_GREGORIAN_YEAR}`, 2016),
  calendar: p
    .oneOf(['ethiopian', 'gregorian'] as const)
    .default('ethiopian')
    .describe('Which calendar year means: ethiopian (Meskerem 1 to the end of Pagume, the default) or gregorian (January to December)', 'ethiopian'),
};

const BahireHasabParams = {
  year: p.int({ min: 1, max: MAX_COMPUTUS_YEAR }).required().describe('Ethiopian year, Amete Mihret era', 2016),
};

/** Public holidays and the computus (Bahire Hasab) that dates the movable feasts. */
@ApiTags('ethiopian-calendar')
@Controller('ethiopian-calendar')
export class HolidaysController {
  @Endpoint('/holidays', {
    summary: 'Ethiopian public holidays of a year',
    description:
      'Lists the national holidays of one year, sorted by date, each with its Ethiopian and Gregorian dates, weekday, English and Amharic names. ' +
      'calendar=ethiopian (default) covers Meskerem 1 to the last day of Pagume of Ethiopian year year; calendar=gregorian covers January to December ' +
      'of Gregorian year year (parts of two Ethiopian years). Fixed days keep their Ethiopian date (Genna moves to Tahsas 28 in the year after a leap year, ' +
      'so it stays on 7 January); Easter feasts come from the Bahire Hasab; Islamic feasts are dated with the Umm al-Qura calendar and can be ' +
      `observed a day later after moon sighting. ${LEAP_RULE}`,
    params: HolidaysParams,
    example: holidays(2016),
  })
  holidays(@Params() q: ParamsOf<typeof HolidaysParams>): HolidaysResult {
    return holidays(q.year, { calendar: q.calendar });
  }

  @Endpoint('/bahire-hasab', {
    summary: 'The Bahire Hasab (Ethiopian computus) of a year',
    description:
      'Works through the traditional computus for an Ethiopian year: Amete Alem (year + 5500), the evangelist of the year (Luke years are leap years), ' +
      'the weekday of New Year, Wenber, Abekte, Metqe, Beale Metqe, Tewsak, Mebaja Hamer and Nenewe, then dates every movable feast from Nenewe ' +
      `(Abiy Tsom, Hosanna, Siklet, Fasika, Erget...). Fasika always matches Orthodox (Julian) Easter. Years 1-${MAX_COMPUTUS_YEAR}. ${LEAP_RULE}`,
    params: BahireHasabParams,
    example: bahireHasab(2016),
  })
  bahireHasab(@Params() q: ParamsOf<typeof BahireHasabParams>): BahireHasabResult {
    return bahireHasab(q.year);
  }
}
