import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { EndpointCatalog } from '../http/endpoint-catalog';
import { serviceIndex, type ServiceIndex } from '../http/service-index';

/** GET /ethiopian-calendar: what this service offers, generated from its endpoint declarations. */
@ApiTags('ethiopian-calendar')
@Controller('ethiopian-calendar')
export class EthiopianCalendarIndexController {
  constructor(private readonly catalog: EndpointCatalog) {}

  @Get()
  @ApiOperation({ summary: 'The ethiopian-calendar service: its endpoints and where their documentation lives' })
  index(): ServiceIndex {
    return serviceIndex('ethiopian-calendar', 'Ethiopian and Gregorian conversion, month calendars and names in 100+ languages', this.catalog);
  }
}
