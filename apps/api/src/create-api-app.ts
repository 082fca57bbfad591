/**
 * Builds the HTTP application around ready-made infrastructure: Nest on Fastify, problem+json errors, request
 * ids, one log line and one histogram sample per request, JSON and form bodies (Nest's parsers), Bull Board, OpenAPI and Swagger UI.
 * main.ts, the standalone process and the e2e tests all boot through here.
 */
import type { Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { Infrastructure } from '../../../libs/platform/src/infrastructure';
import { AppModule } from './app.module';
import { EndpointCatalog } from './http/endpoint-catalog';
import { fastifyOptions } from './http/fastify-options';
import { HttpMetrics } from './http/http-metrics';
import { nestLogger } from './http/nest-logger';
import { buildOpenApiDocument } from './http/openapi';
import { ProblemFilter } from './http/problem.filter';
import { mountBullBoard } from './ops/bull-board';
import { registerUploadParsers } from './packets/upload-body';
import { GatewayModule } from './gateway/gateway.module';
import { GatewayServices } from './gateway/gateway.services';

export interface ApiAppOptions {
  /** Extra Nest modules (the tests mount job types that exist only in the tests). */
  extraModules?: Type[];
  /** The gateway's clock (quota months); tests move it to cross a month boundary. */
  clock?: () => number;
}

export interface ApiApp {
  app: NestFastifyApplication;
  close(): Promise<void>;
}

export async function createApiApp(infra: Infrastructure, options: ApiAppOptions = {}): Promise<ApiApp> {
  const { config, logger } = infra;
  const metrics = new HttpMetrics(infra.jobs);
  // No Nest middleware here (cross-cutting work is Fastify hooks), so middie, which would run on every request,
  // is not registered.
  const adapter = new FastifyAdapter({ ...fastifyOptions(config), skipMiddie: true });
  const fastify = adapter.getInstance();
  registerUploadParsers(fastify, config);

  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  const gateway = new GatewayServices(infra, options.clock);
  await gateway.start();
  if (config.authMode === 'required') {
    fastify.addHook('onRequest', gateway.gateway.onRequest);
    fastify.addHook('onResponse', gateway.gateway.onResponse);
  }
  fastify.addHook('onResponse', (request, reply, done) => {
    const seconds = reply.elapsedTime / 1000;
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, seconds);
    logger.info(
      { reqId: request.id, method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 100) / 100 },
      'request',
    );
    done();
  });

  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(infra, metrics, [GatewayModule.forRoot(gateway), ...(options.extraModules ?? [])]),
    adapter,
    { logger: nestLogger(logger), abortOnError: false },
  );
  app.useGlobalFilters(new ProblemFilter(logger));
  const closeBoard = await mountBullBoard(fastify, config);

  const document = buildOpenApiDocument(app, app.get(EndpointCatalog).all());
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'openapi.json', customSiteTitle: 'Almanac API' });

  await app.init();
  return {
    app,
    async close() {
      await app.close();
      await gateway.stop();
      await Promise.all(closeBoard.map((close) => close()));
    },
  };
}
