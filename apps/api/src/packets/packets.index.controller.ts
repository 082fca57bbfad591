import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { EndpointCatalog } from '../http/endpoint-catalog';
import { serviceIndex, type ServiceIndex } from '../http/service-index';

/** GET /packets: what this service offers, generated from its endpoint declarations. */
@ApiTags('packets')
@Controller('packets')
export class PacketsIndexController {
  constructor(private readonly catalog: EndpointCatalog) {}

  @Get()
  @ApiOperation({ summary: 'The packets service: its endpoints and where their documentation lives' })
  index(): ServiceIndex {
    return serviceIndex('packets', 'PCAP and pcapng threat analysis: threat score, detections and traffic metrics', this.catalog);
  }
}
