/**
 * POST /calculators/loan/batch over HTTP: the batch runs on the `loans` queue (BullMQ + Redis, or the in-process
 * driver when embedded), answered directly within the sync wait or as a 202 job polled to completion.
 */
import type { TestApp } from '../../support/boot';
import { eventually, expectProblem, http } from '../../support/http';

const PROBLEM_TYPE = 'https://almanac.dev/problems/invalid-parameter';

/** Textbook payments: 200,000 at 6% over 360 months → 1,199.10; 10,000 at 5% over 36 months → 299.71. */
const ITEMS = [
  { loan: '200000', rate: '6', term: 360, type: 'Mortgage' },
  { loan: -5, rate: 5, term: 12 },
  { loan: 10000, rate: '5', term: '36', type: 'auto', ignored_key: 'x' },
  'not an object',
  { loan: '1000', rate: '0', term: 4, currency: 'jpy' },
];

export function loanBatchCases(app: () => TestApp): void {
  describe('calculators: POST /loan/batch', () => {
    let t: TestApp;
    beforeAll(() => {
      t = app();
    });

    function checkItems(body: Array<Record<string, any>>): void {
      expect(body).toHaveLength(5);
      expect(body[0]).toMatchObject({ loan_type: 'mortgage', monthly_payment: '$1199.10', repayment_term: '360 months' });
      expect(body[0].schedule).toHaveLength(360);
      expect(body[1]).toEqual({
        type: PROBLEM_TYPE,
        title: 'Invalid parameter',
        status: 400,
        detail: expect.stringContaining('Item 1'),
        errors: [{ parameter: 'loan', message: expect.stringContaining('greater than 0') }],
        index: 1,
      });
      expect(body[2]).toMatchObject({ loan_type: 'auto', monthly_payment: '$299.71', loan_amount: '$10000.00' });
      expect(body[2]).not.toHaveProperty('ignored_key');
      expect(body[3]).toMatchObject({ status: 400, index: 3, errors: [{ parameter: 'item' }] });
      // 1000 yen over 4 months at 0%: 250 each, no minor units.
      expect(body[4].schedule.map((r: { payment: string }) => r.payment)).toEqual(['¥250', '¥250', '¥250', '¥250']);
    }

    it('answers the results directly when the batch finishes within the sync wait, in input order', async () => {
      const res = await http(t.baseUrl, '/calculators/loan/batch', { json: ITEMS });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/json');
      checkItems(res.body);
    });

    it('answers 202 with Prefer: respond-async, and the job can be polled to the same results', async () => {
      const res = await http(t.baseUrl, '/calculators/loan/batch', { json: ITEMS, headers: { prefer: 'respond-async' } });
      expect(res.status).toBe(202);
      const location = res.headers.get('location')!;
      expect(location).toMatch(/^\/jobs\/loans-/);
      expect(res.body).toMatchObject({ queue: 'loans', name: 'loans.batch', status_url: location });
      const done = await eventually(() => http(t.baseUrl, location), (job) => job.body.status === 'completed');
      expect(done.body.progress).toBe(100);
      checkItems(done.body.result);
    });

    it('finishes 10,000 loans (schedule=summary) via 202 and polling, in order', async () => {
      // Loans 1000, 1001, ... so each result can be matched to its position.
      const items = Array.from({ length: 10_000 }, (_, i) => ({ loan: String(1000 + i), rate: '6', term: 360 }));
      items[7777] = { loan: 'abc', rate: '6', term: 360 };
      const res = await http(t.baseUrl, '/calculators/loan/batch?schedule=summary&format=decimal', {
        json: items,
        headers: { prefer: 'respond-async' },
      });
      expect(res.status).toBe(202);
      // Progress every 250 loans is checked in the handler's unit test; here the job may finish between two polls.
      const done = await eventually(
        () => http(t.baseUrl, res.headers.get('location')!),
        (job) => job.body.status === 'completed',
        30_000,
      );
      expect(done.body.progress).toBe(100);
      const result = done.body.result as Array<Record<string, unknown>>;
      expect(result).toHaveLength(10_000);
      expect(result[0]).not.toHaveProperty('schedule');
      expect(result[0]).not.toHaveProperty('yearly_totals');
      expect(result[0].loan_amount).toBe('1000.00');
      // 1000 at 0.5% a month over 360 months: 1000 × 0.005 / (1 − 1.005^−360) = 5.9955 → 6.00.
      expect(result[0].monthly_payment).toBe('6.00');
      expect(result[9999].loan_amount).toBe('10999.00');
      expect(result[7777]).toMatchObject({ status: 400, index: 7777, errors: [{ parameter: 'loan' }] });
      expect(result.filter((r) => r.status === 400)).toHaveLength(1);
      expect(result.every((r, i) => i === 7777 || r.loan_amount === `${1000 + i}.00`)).toBe(true);
    }, 40_000);

    it('refuses a body that is not a JSON array as a 400 naming body, before queueing anything', async () => {
      for (const json of [{ loan: 1000, rate: 5, term: 12 }, 'text', 42, null]) {
        const res = await http(t.baseUrl, '/calculators/loan/batch', { json });
        expectProblem(res, 400, 'invalid-parameter');
        expect(res.body.errors).toEqual([{ parameter: 'body', message: expect.stringContaining('JSON array') }]);
        expect(res.body).not.toHaveProperty('job_id');
      }
      const form = await http(t.baseUrl, '/calculators/loan/batch', { form: { loan: '1000', rate: '5', term: '12' } });
      expectProblem(form, 400, 'invalid-parameter');
      expect(form.body.errors[0].parameter).toBe('body');
      const none = await http(t.baseUrl, '/calculators/loan/batch', { method: 'POST' });
      expectProblem(none, 400, 'invalid-parameter');
      expect(none.body.errors[0].parameter).toBe('body');
      const broken = await http(t.baseUrl, '/calculators/loan/batch', { body: '[{"loan": 1', headers: { 'content-type': 'application/json' } });
      expectProblem(broken, 400, 'invalid-body');
    });

    it('refuses more than 10,000 items or 3,600,000 full schedule rows, and accepts an empty array', async () => {
      const tooMany = await http(t.baseUrl, '/calculators/loan/batch', { json: new Array(10_001).fill({}) });
      expectProblem(tooMany, 400, 'invalid-parameter');
      expect(tooMany.body.errors).toEqual([{ parameter: 'body', message: 'may hold at most 10000 items; got 10001' }]);
      // 6,001 loans of 600 months ask for 3,600,600 schedule rows: refused with full schedules, fine as summaries.
      const long = new Array(6001).fill({ loan: '1000', rate: '5', term: 600 });
      const full = await http(t.baseUrl, '/calculators/loan/batch', { json: long });
      expectProblem(full, 400, 'invalid-parameter');
      expect(full.body.errors).toEqual([{ parameter: 'body', message: expect.stringContaining('3600600 schedule rows') }]);
      const summary = await http(t.baseUrl, '/calculators/loan/batch?schedule=summary', { json: long });
      expect(summary.status).toBe(200);
      expect(summary.body).toHaveLength(6001);
      expect(summary.body[6000].repayment_term).toBe('600 months');
      const empty = await http(t.baseUrl, '/calculators/loan/batch', { json: [] });
      expect(empty.status).toBe(200);
      expect(empty.body).toEqual([]);
    });

    it('applies the batch options to every item and checks them before queueing', async () => {
      const res = await http(t.baseUrl, '/calculators/loan/batch?format=number&grouping=true', {
        json: [{ loan: '200000', rate: '6', term: 360 }, { loan: '10000', rate: '5', term: 36, currency: 'EUR' }],
      });
      expect(res.status).toBe(200);
      expect(res.body[0].monthly_payment).toBe(1199.1);
      expect(res.body[1].monthly_payment).toBe(299.71);
      const strings = await http(t.baseUrl, '/calculators/loan/batch?grouping=yes', { json: [{ loan: '200000', rate: '6', term: 360, currency: 'EUR' }] });
      expect(strings.body[0].monthly_payment).toBe('€1,199.10');
      for (const [query, parameter] of [
        ['locale=not_a_locale!', 'locale'],
        ['format=xml', 'format'],
        ['schedule=some', 'schedule'],
        ['grouping=maybe', 'grouping'],
      ]) {
        const bad = await http(t.baseUrl, `/calculators/loan/batch?${query}`, { json: [{ loan: 1, rate: 1, term: 1 }] });
        expectProblem(bad, 400, 'invalid-parameter');
        expect(bad.body.errors[0].parameter).toBe(parameter);
      }
    });

    it('is POST only', async () => {
      const res = await http(t.baseUrl, '/calculators/loan/batch');
      expectProblem(res, 405);
      expect(res.headers.get('allow')).toBe('POST');
    });

    it('is listed in the service index and the OpenAPI document as an async POST with an array body', async () => {
      const index = await http(t.baseUrl, '/calculators');
      expect(index.body.endpoints).toEqual(
        expect.arrayContaining([expect.objectContaining({ path: '/calculators/loan/batch', methods: ['POST'] })]),
      );
      const doc = await http(t.baseUrl, '/openapi.json');
      const op = doc.body.paths['/calculators/loan/batch'];
      expect(Object.keys(op)).toEqual(['post']);
      expect(op.post.requestBody.content['application/json'].example).toBeInstanceOf(Array);
      expect(op.post.responses).toHaveProperty('202');
    });
  });
}
