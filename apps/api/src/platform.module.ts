/**
 * Makes the infrastructure (ports chosen at start-up) injectable everywhere. The instances are created before
 * Nest boots (bootstrap.ts), so the same objects serve the API, an in-process worker and the tests.
 */
import { type DynamicModule, Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import type { Infrastructure } from '../../../libs/platform/src/infrastructure';
import { EndpointCatalog } from './http/endpoint-catalog';
import { HttpMetrics } from './http/http-metrics';
import { JobSubmitter } from './jobs/job-submitter';
import {
  APP_CONFIG,
  BLOB_STORE,
  CACHE,
  COUNTERS,
  DATABASE,
  INFRASTRUCTURE,
  JOB_QUEUE,
  LOGGER,
} from './platform.tokens';

@Global()
@Module({})
export class PlatformModule {
  static forRoot(infra: Infrastructure, metrics: HttpMetrics): DynamicModule {
    const providers = [
      { provide: INFRASTRUCTURE, useValue: infra },
      { provide: APP_CONFIG, useValue: infra.config },
      { provide: LOGGER, useValue: infra.logger },
      { provide: JOB_QUEUE, useValue: infra.jobs },
      { provide: CACHE, useValue: infra.cache },
      { provide: COUNTERS, useValue: infra.counters },
      { provide: BLOB_STORE, useValue: infra.blobs },
      { provide: DATABASE, useValue: infra.db },
      { provide: HttpMetrics, useValue: metrics },
      { provide: JobSubmitter, useValue: new JobSubmitter(infra.jobs, infra.config) },
      EndpointCatalog,
    ];
    return {
      module: PlatformModule,
      imports: [DiscoveryModule],
      providers,
      exports: providers.map((p) => ('provide' in p ? p.provide : p)),
    };
  }
}
