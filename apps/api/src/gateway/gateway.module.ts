import { type DynamicModule, Module } from '@nestjs/common';
import { AdminKeysController } from './admin-keys.controller';
import { AdminUsageController } from './admin-usage.controller';
import { GatewayServices } from './gateway.services';

/** API keys, plans, quotas: the admin endpoints (the hook itself is registered on Fastify in create-api-app.ts). */
@Module({})
export class GatewayModule {
  static forRoot(services: GatewayServices): DynamicModule {
    return {
      module: GatewayModule,
      providers: [{ provide: GatewayServices, useValue: services }],
      controllers: [AdminKeysController, AdminUsageController],
    };
  }
}
