/**
 * /numerology/birth-chart: the natal chart as JSON, computed in-process (a few milliseconds). The SVG wheel lives
 * in birth-chart-svg.controller.ts because it runs on the `charts` queue.
 */
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { calculateBirthChart, type BirthChart } from '../../../../../libs/astrology/src/index';
import { Endpoint } from '../../http/endpoint.decorator';
import { Params } from '../../http/params.decorator';
import { BirthChartParams, EXAMPLE_QUERY, toBirthInput, toChartOptions, type BirthChartQuery } from './birth-chart.params';

const DESCRIPTION =
  'Local birth time + IANA tz → UT (historical offsets incl. local mean time; a skipped time moves forward and an ' +
  'ambiguous one takes the earlier instant, reported as subject.tz_status normal|skipped|ambiguous). points: Sun to ' +
  'Pluto, mean and true lunar nodes (north and south), mean Lilith, Chiron and the angles (asc, mc, dsc, ic), each ' +
  'with longitude, sign, degree in sign, latitude, speed (°/day), retrograde, house and declination; geocentric, ' +
  'apparent, ecliptic of date. houses: twelve cusps of house_system. aspects: pairs within the default orbs ' +
  '(conjunction and opposition 10°, trine 8°, sextile 6°, square 5°; minor ones 2°, quincunx 3°) with the exact orb ' +
  'and applying/separating. moon_phase: Moon-Sun angle, lunation day, phase name, illumination. balance: elements ' +
  'and modalities of the ten planets; chart_ruler: ruler of the rising sign. settings echoes what was used; ' +
  'warnings explain any fallback.';

@ApiTags('numerology')
@Controller('numerology')
export class BirthChartController {
  @Endpoint('/birth-chart', {
    summary: 'Natal chart as JSON: planets, nodes, Lilith, Chiron, angles, houses, aspects, moon phase',
    description: DESCRIPTION,
    params: BirthChartParams,
    example: calculateBirthChart(toBirthInput(EXAMPLE_QUERY), toChartOptions(EXAMPLE_QUERY)),
  })
  chart(@Params() q: BirthChartQuery): BirthChart {
    return calculateBirthChart(toBirthInput(q), toChartOptions(q));
  }
}
