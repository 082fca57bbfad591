/**
 * The static astrology reference under /numerology/horoscope: aspects, houses (also at the spec's /astrology/housee
 * spelling), returns, terms, planets and planets in houses. Each family has one result shape, documented in
 * libs/horoscope/src/reference/reference-results.ts.
 */
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type AspectResult,
  aspectReference,
  type HouseResult,
  houseReference,
  type PlanetInHouseResult,
  planetInHouseReference,
  type PlanetResult,
  planetReference,
  type ReturnResult,
  returnReference,
  type TermResult,
  termReference,
} from '../../../../../libs/horoscope/src/reference/index';
import type { ParamsOf } from '../../../../../libs/platform/src/params/param';
import { Endpoint } from '../../http/endpoint.decorator';
import { Params } from '../../http/params.decorator';
import { HoroscopeReference } from './horoscope-reference.provider';
import { AspectParams, exampleLibrary, HouseParams, PlanetInHouseParams, PlanetParams, ReturnsParams, TermParams } from './horoscope.params';

const HOUSE_DOC = {
  description: 'Returns { house, number, title, summary, text, keywords }. The spec names this path both /astrology/house and /astrology/housee; both are served, identically.',
  params: HouseParams,
  example: houseReference(exampleLibrary, 'seventh'),
};

@ApiTags('numerology')
@Controller('numerology')
export class AstrologyReferenceController {
  constructor(private readonly reference: HoroscopeReference) {}

  @Endpoint('/horoscope/astrology/aspect', {
    summary: 'Astrology reference: an aspect',
    description: 'Returns { aspect, angle, title, summary, text, keywords }; angle is the exact separation in degrees.',
    params: AspectParams,
    example: aspectReference(exampleLibrary, 'trine'),
  })
  aspect(@Params() q: ParamsOf<typeof AspectParams>): AspectResult {
    return aspectReference(this.reference.library, q.aspect);
  }

  @Endpoint('/horoscope/astrology/house', { summary: 'Astrology reference: a house', ...HOUSE_DOC })
  house(@Params() q: ParamsOf<typeof HouseParams>): HouseResult {
    return houseReference(this.reference.library, q.house);
  }

  @Endpoint('/horoscope/astrology/housee', { summary: 'Astrology reference: a house (the spec\'s alternative spelling of /astrology/house)', ...HOUSE_DOC })
  housee(@Params() q: ParamsOf<typeof HouseParams>): HouseResult {
    return houseReference(this.reference.library, q.house);
  }

  @Endpoint('/horoscope/astrology/returns', {
    summary: 'Astrology reference: a planetary return',
    description: 'Returns { returns, title, summary, text, keywords }: what the return is, how often it comes and how astrologers read it.',
    params: ReturnsParams,
    example: returnReference(exampleLibrary, 'saturn'),
  })
  returns(@Params() q: ParamsOf<typeof ReturnsParams>): ReturnResult {
    return returnReference(this.reference.library, q.returns);
  }

  @Endpoint('/horoscope/astrology/term', {
    summary: 'Astrology reference: a term explained',
    description: 'Returns { term, title, summary, text, keywords }.',
    params: TermParams,
    example: termReference(exampleLibrary, 'rising_sign'),
  })
  term(@Params() q: ParamsOf<typeof TermParams>): TermResult {
    return termReference(this.reference.library, q.term);
  }

  @Endpoint('/horoscope/planets', {
    summary: 'Astrology reference: a planet',
    description: 'Returns { planet, title, summary, text, keywords }.',
    params: PlanetParams,
    example: planetReference(exampleLibrary, 'venus'),
  })
  planet(@Params() q: ParamsOf<typeof PlanetParams>): PlanetResult {
    return planetReference(this.reference.library, q.planet_name);
  }

  @Endpoint('/horoscope/planets/house', {
    summary: 'Astrology reference: a planet in a house',
    description: 'Returns { planet, house, house_number, title, summary, text, keywords }; Ceres is included.',
    params: PlanetInHouseParams,
    example: planetInHouseReference(exampleLibrary, 'mars', 'tenth'),
  })
  planetInHouse(@Params() q: ParamsOf<typeof PlanetInHouseParams>): PlanetInHouseResult {
    return planetInHouseReference(this.reference.library, q.planet, q.house);
  }
}
