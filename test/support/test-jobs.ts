/**
 * A job type that exists only in the tests, to prove the jobs protocol end to end: it echoes its input after an
 * optional delay (reporting progress), fails transiently for its first N attempts, or rejects bad input.
 * Every start and every completion is counted through the Counters port, so tests can tell "completed once".
 */
import { type CanActivate, Controller, type ExecutionContext, Inject, Injectable, Module, Req, Res } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Counters } from '../../libs/platform/src/ports/counters.port';
import { p } from '../../libs/platform/src/params/params';
import { invalidParameter } from '../../libs/platform/src/problems/invalid-parameter.error';
import { defineJob } from '../../libs/jobs/src/job-contract';
import { handleJob } from '../../libs/jobs/src/job-handler';
import { Endpoint } from '../../apps/api/src/http/endpoint.decorator';
import { Params } from '../../apps/api/src/http/params.decorator';
import { JobSubmitter } from '../../apps/api/src/jobs/job-submitter';
import type { ParamsOf } from '../../libs/platform/src/params/param';
import type { WorkerOptions } from '../../apps/worker/src/start-worker';

export interface EchoPayload {
  value: string;
  delay_ms: number;
  fail_times: number;
  invalid: boolean;
}
export interface EchoResult {
  echo: string;
  attempt: number;
}

export const TEST_ECHO = defineJob<EchoPayload, EchoResult>('loans', 'test.echo', { attempts: 3 });

const DAY = Date.now() + 24 * 3600_000;
export const startsKey = (id: string) => `test-starts:${id}`;
export const completionsKey = (id: string) => `test-completions:${id}`;

export function testJobWorkerOptions(counters: Counters): WorkerOptions {
  return {
    extra: {
      contracts: [TEST_ECHO],
      handlers: [
        handleJob(TEST_ECHO, async (payload, ctx) => {
          await counters.add(startsKey(ctx.id), 1, DAY);
          if (payload.invalid) throw invalidParameter('value', 'was marked invalid by the test');
          if (ctx.attempt <= payload.fail_times) throw new Error(`transient failure on attempt ${ctx.attempt}`);
          const steps = 10;
          for (let i = 1; i <= steps; i++) {
            await new Promise((resolve) => setTimeout(resolve, payload.delay_ms / steps));
            if (ctx.signal.aborted) throw new Error('cancelled');
            await ctx.progress((i / steps) * 100);
          }
          await counters.add(completionsKey(ctx.id), 1, DAY);
          return { echo: payload.value, attempt: ctx.attempt };
        }),
      ],
    },
  };
}

const EchoParams = {
  value: p.string({ maxLength: 100 }).required(),
  delay_ms: p.int({ min: 0, max: 60_000 }).default(0),
  fail_times: p.int({ min: 0, max: 5 }).default(0),
  invalid: p.bool().default(false),
};

@Controller('calculators/_test-jobs')
class TestJobsController {
  constructor(@Inject(JobSubmitter) private readonly jobs: JobSubmitter) {}

  @Endpoint('/echo', { summary: 'Test-only heavy endpoint', params: EchoParams, example: { echo: 'x', attempt: 1 }, async: true })
  echo(@Params() params: ParamsOf<typeof EchoParams>, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.jobs.run(TEST_ECHO, params, request, reply);
  }
}

/** Stands in for the gateway: `x-test-owner` names the caller, so tests can check that jobs are private. */
@Injectable()
class TestPrincipalGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    const request = ctx.switchToHttp().getRequest<FastifyRequest>();
    const owner = request.headers['x-test-owner'];
    if (typeof owner === 'string') request.principal = { owner, keyId: owner };
    return true;
  }
}

@Module({ controllers: [TestJobsController], providers: [{ provide: APP_GUARD, useClass: TestPrincipalGuard }] })
export class TestJobsModule {}
