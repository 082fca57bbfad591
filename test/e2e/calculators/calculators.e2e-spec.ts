/**
 * The calculators service end to end, on one booted platform (API + worker on BullMQ/Redis/PostgreSQL, or the
 * embedded drivers with ALMANAC_TEST_MODE=embedded). The cases live in *.cases.ts beside this file, one per
 * family of endpoints; a single boot keeps each configuration well under 20 seconds.
 */
import { bootTestApp, type TestApp } from '../../support/boot';
import { hostileInputCases } from './hostile-input.cases';
import { loanBatchCases } from './loan-batch.cases';
import { loanCalculatorCases } from './loans.cases';
import { payCalculatorCases } from './pay.cases';

describe('calculators service', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await bootTestApp();
  });
  afterAll(() => t.close());

  loanCalculatorCases(() => t);
  payCalculatorCases(() => t);
  loanBatchCases(() => t);
  hostileInputCases(() => t);
});
