/**
 * POST /loan/batch: many /loan calculations in one request, run on the `loans` queue (DESIGN.md section 6): the
 * answer comes back directly when the batch finishes within the sync wait, or as a 202 job to poll.
 */
import { Controller, Inject, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  assertLoanBatchBody,
  calculateLoanBatch,
  createMoneyFormatter,
  LOAN_BATCH_MAX_FULL_ROWS,
  LOAN_BATCH_MAX_ITEMS,
  LOAN_BATCH_SCHEDULE_MODES,
} from '../../../../libs/finance/src/index';
import { LOANS_BATCH, type LoansBatchResult } from '../../../../libs/jobs/src/contracts';
import type { ParamsOf } from '../../../../libs/platform/src/params/param';
import { p } from '../../../../libs/platform/src/params/params';
import { Endpoint } from '../http/endpoint.decorator';
import { Params } from '../http/params.decorator';
import type { JobResource } from '../jobs/job-representation';
import { JobSubmitter } from '../jobs/job-submitter';
import { OutputParams } from './calculator-params';

/** Query parameters: options for every item (each item carries its own currency). */
const BatchParams = {
  locale: OutputParams.locale,
  format: OutputParams.format,
  grouping: OutputParams.grouping,
  schedule: p
    .oneOf(LOAN_BATCH_SCHEDULE_MODES)
    .default('full')
    .describe(
      'full (default): each result is a complete LoanResult; summary: the same without the `schedule` and ' +
        '`yearly_totals` arrays, about 200 bytes a loan instead of about 40 KB for a 360-month loan',
      'summary',
    ),
};

const EXAMPLE_BODY = [
  { loan: '200000', rate: '6', term: 360, type: 'mortgage' },
  { loan: '10000', rate: '5', term: 36, type: 'auto', extra: '25', currency: 'EUR' },
  { loan: '-5', rate: '5', term: 12 },
];

const DESCRIPTION =
  `The body is a JSON array of up to ${LOAN_BATCH_MAX_ITEMS} objects, each with the /loan parameters (loan, rate, ` +
  'term, type, extra, currency, start_date; other keys are ignored). The answer is a JSON array with one entry per ' +
  "item, in input order: the item's LoanResult (same conventions as /loan), or, for an invalid item, a problem " +
  'object {type, title, status: 400, detail, errors, index} in its place; a bad item never fails the batch. A body ' +
  'that is not a JSON array, or holds too many items, is a 400 on `body`. locale, format, grouping and schedule ' +
  'are query parameters that apply to every item. The batch runs as a job on the `loans` queue: without a Prefer ' +
  'header the answer waits for it (up to the sync wait, else 202); `Prefer: respond-async` answers 202 at once with ' +
  'the job to poll at /jobs/{id}, whose `result` is the array and whose `progress` rises as loans are done. ' +
  'Size: a 10,000-item body is about 0.6-0.8 MB. With schedule=full a 360-month loan is about 40 KB of JSON, so ' +
  '10,000 of them come to about 0.4 GB (measured: 394 MB); a full batch may therefore ask for at most ' +
  `${LOAN_BATCH_MAX_FULL_ROWS.toLocaleString('en-US')} schedule rows in total (the sum of the terms, e.g. 10,000 ` +
  '30-year loans), and one whose JSON would still outgrow about 450 MB fails with a 400 on `body`. ' +
  'schedule=summary drops the row arrays: about 200 bytes a loan, 2 MB for 10,000, and no row limit.';

@ApiTags('calculators')
@Controller('calculators')
export class LoanBatchController {
  constructor(@Inject(JobSubmitter) private readonly jobs: JobSubmitter) {}

  @Endpoint('/loan/batch', {
    summary: 'Many loans in one request (runs as a job)',
    description: DESCRIPTION,
    params: BatchParams,
    methods: ['POST'],
    async: true,
    body: { description: 'JSON array of /loan parameter objects', example: EXAMPLE_BODY, mediaTypes: ['application/json'] },
    example: calculateLoanBatch(
      [
        { loan: '10000', rate: '5', term: 2, type: 'auto' },
        { loan: '-5', rate: '5', term: 12 },
      ],
      {},
    ),
  })
  async batch(
    @Params() q: ParamsOf<typeof BatchParams>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoansBatchResult | JobResource> {
    const items: unknown = request.body;
    const options = { locale: q.locale, format: q.format, grouping: q.grouping, schedule: q.schedule };
    assertLoanBatchBody(items, options);
    // A bad locale or format would fail every item alike: refuse it once, before queueing.
    createMoneyFormatter(options);
    return this.jobs.run(LOANS_BATCH, { items, options }, request, reply);
  }
}

