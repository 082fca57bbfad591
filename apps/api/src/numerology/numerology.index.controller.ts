import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { EndpointCatalog } from '../http/endpoint-catalog';
import { serviceIndex, type ServiceIndex } from '../http/service-index';

/** GET /numerology: what this service offers, generated from its endpoint declarations. */
@ApiTags('numerology')
@Controller('numerology')
export class NumerologyIndexController {
  constructor(private readonly catalog: EndpointCatalog) {}

  @Get()
  @ApiOperation({ summary: 'The numerology service: its endpoints and where their documentation lives' })
  index(): ServiceIndex {
    return serviceIndex('numerology', 'Pythagorean numerology, gematria, horoscopes, astrology reference, tarot and birth charts', this.catalog);
  }
}
