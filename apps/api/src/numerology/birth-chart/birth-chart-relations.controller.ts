/**
 * /numerology/birth-chart/transits (the sky at a moment against a natal chart) and /numerology/birth-chart/synastry
 * (two natal charts against each other). Both are computed in-process, like /birth-chart.
 */
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  calculateSynastry,
  calculateTransits,
  MAJOR_ASPECTS,
  MINOR_ASPECTS,
  type Synastry,
  type Transits,
} from '../../../../../libs/astrology/src/index';
import type { ParamsOf } from '../../../../../libs/platform/src/params/param';
import { p } from '../../../../../libs/platform/src/params/params';
import { Endpoint } from '../../http/endpoint.decorator';
import { Params } from '../../http/params.decorator';
import { BirthChartParams, EXAMPLE_QUERY, toBirthInput, toChartOptions } from './birth-chart.params';

const TransitParams = {
  ...BirthChartParams,
  transit_date: p.date({ min: '1800-01-01', max: '2200-12-31' }).describe('Date of the transits, YYYY-MM-DD (default: today in transit_tz)', '2025-03-14'),
  transit_hour: p.int({ min: 0, max: 23 }).default(12).describe('Hour of the transits, 0-23', 12),
  transit_minute: p.int({ min: 0, max: 59 }).default(0).describe('Minute of the transits, 0-59', 0),
  transit_tz: p.timeZone().describe('Time zone of the transit moment (default: tz)', 'Europe/Berlin'),
};

const SynastryParams = {
  ...BirthChartParams,
  partner_name: p.string({ maxLength: 200 }).required().describe('Second person: name (label only)', 'Mileva Marić'),
  partner_year: p.int({ min: 1800, max: 2200 }).required().describe('Second person: birth year', 1875),
  partner_month: p.int({ min: 1, max: 12 }).required().describe('Second person: birth month', 12),
  partner_day: p.int({ min: 1, max: 31 }).required().describe('Second person: birth day', 19),
  partner_hour: p.int({ min: 0, max: 23 }).default(12).describe('Second person: local birth hour (default 12)', 12),
  partner_minute: p.int({ min: 0, max: 59 }).default(0).describe('Second person: local birth minute', 0),
  partner_lat: p.number({ min: -90, max: 90 }).required().describe('Second person: latitude', 45.25),
  partner_lng: p.number({ min: -180, max: 180 }).required().describe('Second person: longitude', 19.85),
  partner_tz: p.timeZone().default('UTC').describe('Second person: IANA time zone (default UTC)', 'Europe/Belgrade'),
};

type TransitQuery = ParamsOf<typeof TransitParams>;
type SynastryQuery = ParamsOf<typeof SynastryParams>;

function kinds(minor: boolean) {
  return minor ? [...MAJOR_ASPECTS, ...MINOR_ASPECTS] : MAJOR_ASPECTS;
}

/** Today's calendar date in `zone` at `now`. */
function todayIn(zone: string, now: Date): { year: number; month: number; day: number } {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(now)
    .split('-')
    .map(Number);
  return { year, month, day };
}

function transits(q: TransitQuery, now: Date): Transits {
  const zone = q.transit_tz ?? q.tz;
  const date = q.transit_date ?? todayIn(zone, now);
  return calculateTransits(
    toBirthInput(q),
    toChartOptions(q),
    { year: date.year, month: date.month, day: date.day, hour: q.transit_hour, minute: q.transit_minute, tz: zone },
    kinds(q.minor_aspects),
  );
}

function synastry(q: SynastryQuery): Synastry {
  return calculateSynastry(
    toBirthInput(q),
    {
      name: q.partner_name,
      year: q.partner_year,
      month: q.partner_month,
      day: q.partner_day,
      hour: q.partner_hour,
      minute: q.partner_minute,
      lat: q.partner_lat,
      lng: q.partner_lng,
      tz: q.partner_tz,
    },
    toChartOptions(q),
    kinds(q.minor_aspects),
  );
}

@ApiTags('numerology')
@Controller('numerology')
export class BirthChartRelationsController {
  @Endpoint('/birth-chart/transits', {
    summary: 'Transits to a natal chart: the sky at a moment, its natal houses and its aspects to the natal points',
    description:
      'The natal parameters of /birth-chart plus the moment (transit_date, default today in transit_tz; transit_hour, ' +
      'transit_minute; transit_tz, default tz). transit.points: Sun to Pluto, true node, Lilith and Chiron at that ' +
      'moment with natal_house; aspects: transiting body (a) to natal point (b), orbs 3° (sextile 2°, minor 1°), ' +
      'applying when the transiting body is closing in.',
    params: TransitParams,
    example: transits({ ...EXAMPLE_QUERY, transit_hour: 12, transit_minute: 0, transit_date: { iso: '2025-03-14', year: 2025, month: 3, day: 14 } }, new Date(0)),
  })
  transits(@Params() q: TransitQuery): Transits {
    return transits(q, new Date());
  }

  @Endpoint('/birth-chart/synastry', {
    summary: 'Synastry: the aspects between two natal charts',
    description:
      'The /birth-chart parameters for the first person and the same with the prefix partner_ for the second. ' +
      'aspects: first person\'s point (a) to the second\'s (b), orbs conjunction/opposition 8°, trine/square 6°, ' +
      'sextile 4° (minor 1-2° with minor_aspects).',
    params: SynastryParams,
    example: synastry({
      ...EXAMPLE_QUERY,
      partner_name: 'Charles Darwin',
      partner_year: 1809,
      partner_month: 2,
      partner_day: 12,
      partner_hour: 12,
      partner_minute: 0,
      partner_lat: 52.71,
      partner_lng: -2.75,
      partner_tz: 'Europe/London',
    }),
  })
  synastry(@Params() q: SynastryQuery): Synastry {
    return synastry(q);
  }
}
