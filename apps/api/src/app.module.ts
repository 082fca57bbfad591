import { type DynamicModule, Module, type Type } from '@nestjs/common';
import type { Infrastructure } from '../../../libs/platform/src/infrastructure';
import { CalculatorsModule } from './calculators/calculators.module';
import { EthiopianCalendarModule } from './ethiopian-calendar/ethiopian-calendar.module';
import type { HttpMetrics } from './http/http-metrics';
import { JobsController } from './jobs/jobs.controller';
import { NumerologyModule } from './numerology/numerology.module';
import { HealthController } from './ops/health.controller';
import { MetricsController } from './ops/metrics.controller';
import { PacketsModule } from './packets/packets.module';
import { PlatformModule } from './platform.module';
import { QuotesModule } from './quotes/quotes.module';

export const SERVICE_MODULES: Type[] = [
  NumerologyModule,
  PacketsModule,
  QuotesModule,
  EthiopianCalendarModule,
  CalculatorsModule,
];

@Module({})
export class AppModule {
  static forRoot(infra: Infrastructure, metrics: HttpMetrics, extraModules: Array<Type | DynamicModule> = []): DynamicModule {
    return {
      module: AppModule,
      imports: [PlatformModule.forRoot(infra, metrics), ...SERVICE_MODULES, ...extraModules],
      controllers: [JobsController, HealthController, MetricsController],
    };
  }
}
