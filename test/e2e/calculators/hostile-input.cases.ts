/**
 * No client input may produce a 500: every parameter of every calculator is replaced in turn by hostile values
 * (empty, huge, exponent, unicode digits, markup, arrays, objects, wrong JSON types) by GET and by POST JSON.
 * Each answer must be a 200 or a 400 problem naming a parameter.
 */
import type { TestApp } from '../../support/boot';
import { http } from '../../support/http';

const ENDPOINTS: Record<string, Record<string, string>> = {
  '/loan': { loan: '10000', rate: '5', term: '36', type: 'auto', extra: '10', currency: 'USD', start_date: '2025-01-01' },
  '/apr': { loan: '10000', rate: '5', term: '36', fees: '100' },
  '/mortgage': { amount: '300000', rate: '6', term_years: '30', frequency: 'weekly', down_payment: '1000', accelerated_biweekly: 'false' },
  '/auto': { price: '30000', rate: '5', term_months: '60', discount: '0', sales_tax_rate: '7', down_payment: '0', other_fees: '0', trade_in_value: '0' },
  '/fixed-term': { amount: '150000', term_years: '15', rate: '5.5' },
  '/fixed-payment': { amount: '20000', monthly_payment: '500', rate: '7' },
  '/salary': { salary: '50000', period: 'annual', hours_per_week: '40', days_per_week: '5', holidays_per_year: '10', vacation_per_year: '15' },
  '/shift-pay': { hourly_wage: '20', overtime_hourly_wage: '30', hours_worked: '8', work_weeks_per_year: '52' },
  '/shift-pay/custom': { hourly_wage: '20', overtime_hourly_wage: '30', hours_worked: '8', shift_hours: '12', work_days_per_year: '5' },
  '/shift-finish-time': { start_time: '9:30 PM', duration: '8', break_duration: '30' },
  '/overtime-month': { hourly_wage: '22', regular_hours: '160', overtime_hours: '20', overtime_multiplier: '1.5' },
  '/overtime-week': { hourly_wage: '22', regular_hours: '40', overtime_hours: '6', locale: 'en-US', format: 'string', grouping: 'true' },
  '/time-half': { standard_rate: '18', regular_hours: '40', hours_time_half: '5', hours_double: '1', hours_triple: '1' },
};

const QUERY_VALUES = ['', ' ', '1e999', '-0', '9'.repeat(400), '0.' + '0'.repeat(300) + '1', '١٢', '<b>x</b>', 'NaN', 'Infinity', '0x10', '1,000', '\u0000'];
const JSON_VALUES: unknown[] = [{}, [], [[1]], true, null, 1e308, -1e-308, 'x'.repeat(5000), { $gt: 1 }];

export function hostileInputCases(app: () => TestApp): void {
  describe('calculators: hostile input never gives a 500', () => {
    let t: TestApp;
    beforeAll(() => {
      t = app();
    });

    function check(status: number, body: { errors?: Array<{ parameter: string }> }, what: string): void {
      if (status !== 200 && status !== 400) throw new Error(`${what} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
      if (status === 400) expect(body.errors?.length).toBeGreaterThan(0);
    }

    it.each(Object.keys(ENDPOINTS))('%s', async (path) => {
      const valid = ENDPOINTS[path];
      for (const name of Object.keys(valid)) {
        for (const value of QUERY_VALUES) {
          const query = new URLSearchParams({ ...valid, [name]: value });
          const res = await http(t.baseUrl, `/calculators${path}?${query}`);
          check(res.status, res.body, `GET ${path} ${name}=${JSON.stringify(value).slice(0, 40)}`);
        }
        const repeated = await http(t.baseUrl, `/calculators${path}?${new URLSearchParams(valid)}&${name}=1&${name}=2`);
        check(repeated.status, repeated.body, `GET ${path} repeated ${name}`);
        for (const value of JSON_VALUES) {
          const res = await http(t.baseUrl, `/calculators${path}`, { json: { ...valid, [name]: value } });
          check(res.status, res.body, `POST ${path} ${name}=${JSON.stringify(value).slice(0, 40)}`);
        }
      }
      for (const body of ['[1,2]', '"text"', '42', 'null']) {
        const res = await http(t.baseUrl, `/calculators${path}?${new URLSearchParams(valid)}`, { body, headers: { 'content-type': 'application/json' } });
        check(res.status, res.body, `POST ${path} body ${body}`);
      }
    });

    it('the batch survives hostile items', async () => {
      const items = [
        ...JSON_VALUES,
        ...JSON_VALUES.map((v) => ({ loan: v, rate: v, term: v, type: v, extra: v, currency: v, start_date: v })),
        ...QUERY_VALUES.map((v) => ({ loan: v, rate: '5', term: '12', type: v, currency: v })),
      ];
      const res = await http(t.baseUrl, '/calculators/loan/batch', { json: items });
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(items.length);
      expect((res.body as Array<{ status?: number }>).every((entry) => entry.status === 400)).toBe(true);
    });
  });
}
