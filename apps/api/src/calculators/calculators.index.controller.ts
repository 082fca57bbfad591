import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { EndpointCatalog } from '../http/endpoint-catalog';
import { serviceIndex, type ServiceIndex } from '../http/service-index';

/** GET /calculators: what this service offers, generated from its endpoint declarations. */
@ApiTags('calculators')
@Controller('calculators')
export class CalculatorsIndexController {
  constructor(private readonly catalog: EndpointCatalog) {}

  @Get()
  @ApiOperation({ summary: 'The calculators service: its endpoints and where their documentation lives' })
  index(): ServiceIndex {
    return serviceIndex('calculators', 'Loans with amortization, mortgage, auto, salary, shift and overtime pay', this.catalog);
  }
}
