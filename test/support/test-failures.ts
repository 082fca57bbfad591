/** Test-only endpoints under /numerology that fail on purpose: one on our side (500), one on the client's (400). */
import { Controller, Module } from '@nestjs/common';
import { p } from '../../libs/platform/src/params/params';
import { Endpoint } from '../../apps/api/src/http/endpoint.decorator';
import { Params } from '../../apps/api/src/http/params.decorator';

const NoParams = {};
const NeedsN = { n: p.int({ min: 1 }).required() };

@Controller('numerology')
class TestFailuresController {
  @Endpoint('/_boom', { summary: 'Test-only: fails on the server side', params: NoParams, example: {} })
  boom(@Params() _params: object): never {
    throw new Error('deliberate failure for the tests');
  }

  @Endpoint('/_needs-n', { summary: 'Test-only: needs n', params: NeedsN, example: { n: 1 } })
  needsN(@Params() params: { n: number }) {
    return params;
  }
}

@Module({ controllers: [TestFailuresController] })
export class TestFailuresModule {}
