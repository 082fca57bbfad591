/** A test-only endpoint under /numerology that echoes its parsed parameters: exercises the shared request handling. */
import { Controller, Module } from '@nestjs/common';
import { p } from '../../libs/platform/src/params/params';
import type { ParamsOf } from '../../libs/platform/src/params/param';
import { Endpoint } from '../../apps/api/src/http/endpoint.decorator';
import { Params } from '../../apps/api/src/http/params.decorator';

export const EchoParams = {
  count: p.int({ min: 1, max: 10 }).required().describe('How many', 3),
  full_name: p.string({ maxLength: 40 }).alias('name'),
  day: p.date(),
  flag: p.bool().default(false),
  ratio: p.number({ min: 0, max: 1 }),
  amount: p.decimal(),
  kind: p.oneOf(['alpha', 'beta']).default('alpha'),
  tz: p.timeZone(),
};

@Controller('numerology')
class TestParamsController {
  @Endpoint('/_echo-params', { summary: 'Test-only: echoes the parsed parameters', params: EchoParams, example: { count: 3 } })
  echo(@Params() params: ParamsOf<typeof EchoParams>) {
    return params;
  }
}

@Module({ controllers: [TestParamsController] })
export class TestParamsModule {}
