/**
 * The Ethiopian calendar service end to end. One boot for both suites keeps the run short in the embedded
 * configuration too (PGlite start-up dominates): valid values in valid-values.suite.ts, refusals and hostile
 * input in invalid-input.suite.ts.
 */
import { bootTestApp, type TestApp } from '../../support/boot';
import { invalidInput } from './invalid-input.suite';
import { validValues } from './valid-values.suite';

describe('ethiopian-calendar service', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await bootTestApp({ worker: false });
  }, 60_000);
  afterAll(() => t.close());

  describe('valid input', () => validValues(() => t));
  describe('invalid input', () => invalidInput(() => t));
});
