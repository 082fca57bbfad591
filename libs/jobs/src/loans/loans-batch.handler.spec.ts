import { InvalidParameterError } from '../../../platform/src/problems/invalid-parameter.error';
import { JobHandlerRegistry } from '../job-handler';
import { JOB_CONTRACTS, LOANS_BATCH } from '../contracts';
import { createJobHandlers } from '../handlers';
import type { JobContext } from '../job-handler';
import { loansBatchHandler, runLoansBatch } from './loans-batch.handler';

function context(): { ctx: JobContext; progress: number[]; controller: AbortController } {
  const progress: number[] = [];
  const controller = new AbortController();
  const ctx: JobContext = {
    id: 'loans-test',
    attempt: 1,
    signal: controller.signal,
    progress: async (percent) => {
      progress.push(percent);
    },
  };
  return { ctx, progress, controller };
}

/** 1200 at 0% over 12 months pays 100 a month: easy to check by hand for any position. */
const item = (i: number) => ({ loan: String(1200 * (i + 1)), rate: '0', term: 12 });

describe('loans.batch job', () => {
  it('is registered on the loans queue with its handler', () => {
    expect(LOANS_BATCH).toMatchObject({ queue: 'loans', name: 'loans.batch' });
    expect(JOB_CONTRACTS).toContain(LOANS_BATCH);
    const registry = new JobHandlerRegistry(JOB_CONTRACTS, createJobHandlers({} as never));
    expect(registry.queues).toContain('loans');
    expect(loansBatchHandler().contract).toBe(LOANS_BATCH);
  });

  it('returns results in input order, a problem in place of a bad item, and reports progress', async () => {
    const items: unknown[] = Array.from({ length: 1000 }, (_, i) => item(i));
    items[500] = { loan: '0', rate: '0', term: 12 };
    const { ctx, progress } = context();
    const out = (await runLoansBatch({ items, options: { schedule: 'summary' } }, ctx)) as Array<Record<string, unknown>>;
    expect(out).toHaveLength(1000);
    // Item i borrows 1200 × (i + 1) at 0% over 12 months: 100 × (i + 1) a month.
    expect(out[0].monthly_payment).toBe('$100.00');
    expect(out[999].monthly_payment).toBe('$100000.00');
    expect(out[500]).toMatchObject({ status: 400, index: 500, errors: [{ parameter: 'loan' }] });
    expect(out.every((r, i) => i === 500 || r.monthly_payment === `$${100 * (i + 1)}.00`)).toBe(true);
    expect(progress).toEqual([25, 50, 75]);
  });

  it('stops when the job is cancelled', async () => {
    const { ctx, controller } = context();
    controller.abort(new Error('cancelled by the client'));
    const items = Array.from({ length: 200 }, (_, i) => item(i));
    await expect(runLoansBatch({ items, options: {} }, ctx)).rejects.toThrow('cancelled by the client');
  });

  it('refuses a payload that is not a batch, and a full result over its size budget, as bad input', async () => {
    const { ctx } = context();
    await expect(runLoansBatch({ items: 'x' as never, options: {} }, ctx)).rejects.toThrow(InvalidParameterError);
    const items = Array.from({ length: 100 }, (_, i) => item(i));
    // Each 12-month result is a couple of kilobytes: 50 kB is reached well before the 100th item.
    const error = await runLoansBatch({ items, options: {} }, ctx, 50_000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidParameterError);
    expect((error as InvalidParameterError).issues[0]).toMatchObject({ parameter: 'body', message: expect.stringContaining('schedule=summary') });
    // The summary has no rows to outgrow the budget.
    await expect(runLoansBatch({ items, options: { schedule: 'summary' } }, ctx, 50_000)).resolves.toHaveLength(100);
  });
});
