import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { EndpointCatalog } from '../http/endpoint-catalog';
import { serviceIndex, type ServiceIndex } from '../http/service-index';

/** GET /quotes: what this service offers, generated from its endpoint declarations. */
@ApiTags('quotes')
@Controller('quotes')
export class QuotesIndexController {
  constructor(private readonly catalog: EndpointCatalog) {}

  @Get()
  @ApiOperation({ summary: 'The quotes service: its endpoints and where their documentation lives' })
  index(): ServiceIndex {
    return serviceIndex('quotes', 'A random quote per category, optionally machine-translated', this.catalog);
  }
}
