/**
 * /numerology/birth-chart/svg: the chart wheel. Rendering runs on the `charts` queue per the jobs protocol (sync
 * wait by default, `Prefer: respond-async` for a 202); finished images are cached by canonical parameters, so a
 * repeated request is answered from the cache without a job.
 */
import { Controller, Inject, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkBirthInput } from '../../../../../libs/astrology/src/index';
import { WHEEL_LANGUAGES } from '../../../../../libs/astrology/src/wheel/wheel-i18n';
import { WHEEL_THEMES } from '../../../../../libs/astrology/src/wheel/wheel-themes';
import {
  chartSvgCacheKey,
  type ChartsRenderRequest,
  type ChartsRenderResult,
} from '../../../../../libs/jobs/src/charts/charts-render.contract';
import { renderChartSvg } from '../../../../../libs/jobs/src/charts/charts-render.handler';
import { CHARTS_RENDER } from '../../../../../libs/jobs/src/contracts';
import type { ParamsOf } from '../../../../../libs/platform/src/params/param';
import { p } from '../../../../../libs/platform/src/params/params';
import type { Cache } from '../../../../../libs/platform/src/ports/cache.port';
import { Endpoint } from '../../http/endpoint.decorator';
import { Params } from '../../http/params.decorator';
import type { JobResource } from '../../jobs/job-representation';
import { JobSubmitter } from '../../jobs/job-submitter';
import { CACHE } from '../../platform.tokens';
import { BirthChartParams, EXAMPLE_QUERY, toBirthInput } from './birth-chart.params';

const SvgParams = {
  ...BirthChartParams,
  lang: p.oneOf(WHEEL_LANGUAGES).default('EN').describe('Language of the labels, sign and planet names', 'FR'),
  theme: p.oneOf(WHEEL_THEMES).default('classic').describe('classic, light, dark or dark-high-contrast (WCAG AA contrast)', 'dark-high-contrast'),
};

type SvgQuery = ParamsOf<typeof SvgParams>;

function toRequest(q: SvgQuery): ChartsRenderRequest {
  return {
    input: { name: q.name, year: q.year, month: q.month, day: q.day, hour: q.hour, minute: q.minute, lat: q.lat, lng: q.lng, tz: q.tz, city: q.city ?? null, country: q.country ?? null },
    options: { houseSystem: q.house_system, zodiac: q.zodiac, ayanamsa: q.ayanamsa, minorAspects: q.minor_aspects },
    lang: q.lang,
    theme: q.theme,
  };
}

const EXAMPLE = renderChartSvg(toRequest({ ...EXAMPLE_QUERY, lang: 'EN', theme: 'classic' })).svg;

@ApiTags('numerology')
@Controller('numerology')
export class BirthChartSvgController {
  constructor(
    @Inject(JobSubmitter) private readonly jobs: JobSubmitter,
    @Inject(CACHE) private readonly cache: Cache,
  ) {}

  @Endpoint('/birth-chart/svg', {
    summary: 'Natal chart wheel as SVG (image/svg+xml), in ten languages and four themes',
    description:
      'The chart of /birth-chart drawn as a printable wheel: zodiac ring with sign glyphs and degree ticks, house cusps ' +
      'and numbers, planets with degrees (spread when crowded), retrograde marks, aspect lines coloured by kind, the ' +
      'angles, an aspect grid, and panels with the subject and the positions table. Runs on the charts queue: without ' +
      'a Prefer header the image comes back directly (or a 202 job past the sync wait); `Prefer: respond-async` gives ' +
      'a 202 job whose result is {svg}. Identical requests are served from the cache (x-cache: hit).',
    params: SvgParams,
    produces: 'image/svg+xml',
    async: true,
    example: EXAMPLE.slice(0, 400) + '…',
  })
  async svg(
    @Params() q: SvgQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string | JobResource> {
    // Semantic checks before queueing: an impossible date is a 400 now, not a failed job.
    checkBirthInput(toBirthInput(q));
    const chartRequest = toRequest(q);
    const key = chartSvgCacheKey(chartRequest);
    const cached = await this.cache.get<ChartsRenderResult>(key);
    if (cached) {
      reply.header('x-cache', 'hit');
      return this.image(reply, cached.svg);
    }
    reply.header('x-cache', 'miss');
    const result = await this.jobs.run(CHARTS_RENDER, { ...chartRequest, cache_key: key }, request, reply);
    return 'svg' in result ? this.image(reply, result.svg) : result;
  }

  private image(reply: FastifyReply, svg: string): string {
    reply.header('content-type', 'image/svg+xml; charset=utf-8');
    return svg;
  }
}
