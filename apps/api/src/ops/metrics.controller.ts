import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { HttpMetrics } from '../http/http-metrics';

@ApiTags('ops')
@Controller('metrics')
export class MetricsController {
  constructor(@Inject(HttpMetrics) private readonly metrics: HttpMetrics) {}

  @Get()
  @Header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
  @ApiOperation({ summary: 'Prometheus metrics: HTTP latency by route, jobs by queue and outcome, queue depth' })
  @ApiProduces('text/plain')
  async scrape(): Promise<string> {
    return this.metrics.registry.metrics();
  }
}
