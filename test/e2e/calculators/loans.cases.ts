/**
 * The loan calculators over HTTP: /loan, /apr, /mortgage, /auto, /fixed-term and /fixed-payment, by GET, POST JSON
 * and POST form; CSV schedules; and the 400 problems of bad input. Expected figures come from reference.ts (float
 * formulas, a cent-exact integer simulation) or are worked out by hand in the comments.
 */
import type { TestApp } from '../../support/boot';
import { expectProblem, http, type HttpResult } from '../../support/http';
import { annuityPayment, aprByBisection, dollars, paymentsNeeded, simulateLoan, usd } from './reference';

export function loanCalculatorCases(app: () => TestApp): void {
  describe('calculators: loans', () => {
    let t: TestApp;
    beforeAll(() => {
      t = app();
    });

    const get = (path: string, headers: Record<string, string> = {}) => http(t.baseUrl, `/calculators${path}`, { headers });
    const postJson = (path: string, json: unknown, headers: Record<string, string> = {}) =>
      http(t.baseUrl, `/calculators${path}`, { json, headers });
    const postForm = (path: string, form: Record<string, string>) => http(t.baseUrl, `/calculators${path}`, { form });

    /** Expects a 400 invalid-parameter problem whose errors name exactly `parameters`. */
    function expectInvalid(res: HttpResult, ...parameters: string[]): void {
      expectProblem(res, 400, 'invalid-parameter');
      const named = (res.body as { errors: Array<{ parameter: string }> }).errors.map((e) => e.parameter);
      expect(named.sort()).toEqual([...parameters].sort());
    }

    describe('/loan', () => {
      it('GET: 200,000 at 6% over 360 months pays $1199.10 (no thousands separators, as the spec shows)', async () => {
        const res = await get('/loan?loan=200000&rate=6&term=360');
        expect(res.status).toBe(200);
        // Cent-exact simulation at 0.5% a month with the textbook payment.
        const sim = simulateLoan(200000_00, 6, 1199_10, 360);
        expect(res.body).toMatchObject({
          interest_rate: '6.00%',
          loan_amount: '$200000.00',
          loan_interest: usd(sim.totalInterestCents / 100, false),
          loan_type: 'other',
          monthly_payment: '$1199.10',
          repayment_term: '360 months',
        });
        expect(res.body.schedule).toHaveLength(360);
        // Month 1: interest 200,000 × 0.005 = 1,000; principal 199.10; balance 199,800.90.
        expect(res.body.schedule[0]).toEqual({ period: 1, payment: '$1199.10', interest: '$1000.00', principal: '$199.10', balance: '$199800.90' });
        expect(res.body.schedule[359].balance).toBe('$0.00');
        expect(Object.keys(res.body).slice(0, 7)).toEqual([
          'interest_rate',
          'loan_amount',
          'loan_interest',
          'loan_type',
          'monthly_payment',
          'repayment_term',
          'schedule',
        ]);
      });

      it('POST JSON: 10,000 at 5% over 36 months pays $299.71; the type is case-insensitive', async () => {
        const res = await postJson('/loan', { loan: '10000', rate: 5, term: 36, type: 'AUTO' });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ monthly_payment: '$299.71', loan_type: 'auto', repayment_term: '36 months' });
        // Month 1: 10,000 × 5/1200 = 41.666… → 41.67 interest, 258.04 principal.
        expect(res.body.schedule[0]).toEqual({ period: 1, payment: '$299.71', interest: '$41.67', principal: '$258.04', balance: '$9741.96' });
        const sim = simulateLoan(10000_00, 5, 299_71, 36);
        expect(res.body.loan_interest).toBe(usd(sim.totalInterestCents / 100, false));
      });

      it('POST form: currency, grouping and format are output options only', async () => {
        const euros = await postForm('/loan', { loan: '10000', rate: '5', term: '36', currency: 'eur', grouping: 'true' });
        expect(euros.status).toBe(200);
        expect(euros.body).toMatchObject({ monthly_payment: '€299.71', loan_amount: '€10,000.00' });
        const numbers = await get('/loan?loan=10000&rate=5&term=36&format=number');
        expect(numbers.body.monthly_payment).toBe(299.71);
        expect(numbers.body.schedule[0].interest).toBe(41.67);
        const decimals = await get('/loan?loan=10000&rate=5&term=36&format=decimal&locale=de-DE');
        expect(decimals.body.monthly_payment).toBe('299.71');
        const german = await get('/loan?loan=10000&rate=5&term=36&currency=EUR&locale=de-DE&grouping=1');
        expect(german.body.loan_amount).toBe('€10.000,00');
      });

      it('an extra monthly payment shortens the loan and reports the savings', async () => {
        const res = await get('/loan?loan=10000&rate=5&term=36&extra=100');
        const sim = simulateLoan(10000_00, 5, 299_71, 36, 100_00);
        const plain = simulateLoan(10000_00, 5, 299_71, 36);
        expect(res.body.repayment_term).toBe(`${sim.rows} months`);
        expect(sim.rows).toBeLessThan(36);
        expect(res.body.monthly_payment).toBe('$299.71');
        expect(res.body.schedule[0].payment).toBe('$399.71');
        expect(res.body.extra_payment_savings).toEqual({
          interest_saved: usd((plain.totalInterestCents - sim.totalInterestCents) / 100, false),
          months_saved: 36 - sim.rows,
        });
      });

      it('dates the rows from start_date', async () => {
        const res = await get('/loan?loan=1200&rate=0&term=12&start_date=2024-01-31');
        expect(res.body.schedule[0]).toMatchObject({ period: 1, payment: '$100.00', date: '2024-02-29' });
        expect(res.body.payoff_date).toBe('2025-01-31');
      });

      it.each([
        ['loan=0&rate=5&term=12', ['loan']],
        ['loan=-5&rate=5&term=12', ['loan']],
        ['loan=1000&rate=-1&term=12', ['rate']],
        ['loan=1000&rate=100.01&term=12', ['rate']],
        ['loan=1000&rate=5&term=0', ['term']],
        ['loan=1000&rate=5&term=601', ['term']],
        ['loan=abc&rate=five&term=12', ['loan', 'rate']],
        ['loan=1000&rate=5&term=12.5', ['term']],
        ['loan=1000&rate=5&term=12&currency=XYZ', ['currency']],
        ['loan=1000&rate=5&term=12&type=boat', ['type']],
        ['loan=1000&rate=5&term=12&start_date=2023-02-29', ['start_date']],
        ['loan=1e400&rate=5&term=12', ['loan']],
        ['loan=99999999999999999999999&rate=5&term=12', ['loan']],
        ['loan=%D9%A3%D9%A0%D9%A0&rate=5&term=12', ['loan']],
        ['loan=1000&rate=5&term=12&extra=-1', ['extra']],
        ['loan=1000&rate=5&term=12&format=xml', ['format']],
        ['loan=1000&rate=5&term=12&locale=%21%21', ['locale']],
        ['rate=5', ['loan', 'term']],
      ])('GET /loan?%s is a 400 naming %j', async (query, parameters) => {
        expectInvalid(await get(`/loan?${query}`), ...parameters);
      });

      it('refuses JSON values of the wrong type and takes the last of repeated query values', async () => {
        expectInvalid(await postJson('/loan', { loan: true, rate: { x: 1 }, term: null }), 'loan', 'rate', 'term');
        expectInvalid(await postJson('/loan', { loan: '', rate: 5, term: 12 }), 'loan');
        const repeated = await get('/loan?loan=1&loan=2400&rate=0&term=24');
        expect(repeated.body.monthly_payment).toBe('$100.00');
      });
    });

    describe('/apr', () => {
      it('GET and POST: fees raise the APR above the nominal rate', async () => {
        const res = await get('/apr?loan=10000&rate=5&term=36&fees=300');
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ interest_rate: '5.00%', monthly_payment: '$299.71', amount_financed: '$9,700.00', fees: '$300.00' });
        const expected = aprByBisection(9700, 299.71, 36);
        expect(res.body.apr).toMatch(/^\d+\.\d{3}%$/);
        expect(Number(res.body.apr.slice(0, -1))).toBeCloseTo(expected, 3);
        const none = await postJson('/apr', { loan: 10000, rate: 5, term: 36 });
        expect(Number(none.body.apr.slice(0, -1))).toBeCloseTo(aprByBisection(10000, 299.71, 36), 3);
        expectInvalid(await get('/apr?loan=1000&rate=5&term=12&fees=1000'), 'fees');
      });
    });

    describe('/mortgage', () => {
      const monthly = annuityPayment(240000, 6.5, 360);

      it('GET: 300,000 with 60,000 down at 6.5% over 30 years, monthly', async () => {
        const res = await get('/mortgage?amount=300000&down_payment=60000&rate=6.5&term_years=30');
        expect(res.status).toBe(200);
        expect(monthly).toBe(1516.96);
        expect(res.body).toMatchObject({
          amortization_freq: 'monthly',
          down_payment: '$60,000.00',
          interest_rate: '6.50%',
          loan_amount: '$240,000.00',
          loan_term_months: 360,
          monthly_payment: usd(monthly),
        });
        expect(res.body.amortization_schedule).toHaveLength(360);
        // Month 1: 240,000 × 0.065 / 12 = 1,300.00 interest.
        expect(res.body.amortization_schedule[0]).toEqual({
          month: 1,
          payment: '$1,516.96',
          interest_payment: '$1,300.00',
          principal_payment: '$216.96',
          remaining_balance: '$239,783.04',
        });
        expect(dollars(res.body.total_payment) - dollars(res.body.total_interest)).toBeCloseTo(240000, 2);
      });

      it('POST JSON: bi-weekly uses annual/26 over 26 × years payments', async () => {
        const res = await postJson('/mortgage', { amount: 300000, down_payment: 60000, rate: '6.5', term_years: 30, frequency: 'Bi-Weekly' });
        expect(res.status).toBe(200);
        expect(res.body.amortization_freq).toBe('bi-weekly');
        expect(res.body.periodic_payment).toBe(usd(annuityPayment(240000, 6.5, 780, 26)));
        expect(res.body.monthly_payment).toBe(usd(monthly));
        expect(res.body.number_of_payments).toBe(780);
        expect(res.body.amortization_schedule[0]).toHaveProperty('period', 1);
        const weekly = await get('/mortgage?amount=240000&rate=6.5&term_years=30&frequency=weekly');
        expect(weekly.body.periodic_payment).toBe(usd(annuityPayment(240000, 6.5, 1560, 52)));
      });

      it('POST form: accelerated bi-weekly pays half the monthly payment every two weeks and ends early', async () => {
        const half = Math.round(monthly * 50) / 100; // 758.48
        const expectedCount = paymentsNeeded(240000, 6.5, half, 26);
        for (const res of [
          await postForm('/mortgage', { amount: '300000', down_payment: '60000', rate: '6.5', term_years: '30', accelerated_biweekly: 'true' }),
          await get('/mortgage?amount=300000&down_payment=60000&rate=6.5&term_years=30&frequency=accelerated-bi-weekly'),
        ]) {
          expect(res.status).toBe(200);
          expect(res.body.amortization_freq).toBe('accelerated-bi-weekly');
          expect(res.body.periodic_payment).toBe(usd(half));
          expect(res.body.number_of_payments).toBe(expectedCount);
          expect(expectedCount).toBeLessThan(780);
        }
      });

      it.each([
        ['amount=0&rate=5&term_years=30', ['amount']],
        ['amount=100000&rate=101&term_years=30', ['rate']],
        ['amount=100000&rate=5&term_years=0', ['term_years']],
        ['amount=100000&rate=5&term_years=51', ['term_years']],
        ['amount=100000&rate=5&term_years=30&down_payment=100000', ['down_payment']],
        ['amount=100000&rate=5&term_years=30&frequency=daily', ['frequency']],
        ['amount=100000&rate=5&term_years=30&currency=ABC', ['currency']],
        ['amount=ten&rate=5&term_years=30', ['amount']],
      ])('GET /mortgage?%s is a 400 naming %j', async (query, parameters) => {
        expectInvalid(await get(`/mortgage?${query}`), ...parameters);
      });
    });

    describe('/auto', () => {
      // Taxable 32,000 − 1,000 − 8,000 = 23,000; tax 7.25% = 1,667.50; loan 23,000 − 5,000 = 18,000.
      const params = {
        price: '32000',
        rate: '4.9',
        term_months: '60',
        discount: '1000',
        sales_tax_rate: '7.25',
        down_payment: '5000',
        other_fees: '450',
        trade_in_value: '8000',
      };
      const payment = annuityPayment(18000, 4.9, 60);

      it('GET: tax and fees are paid up front', async () => {
        const res = await get(`/auto?${new URLSearchParams(params)}`);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({
          interest_rate: '4.90%',
          loan_amount: '$18,000.00',
          monthly_payment: usd(payment),
          sales_tax: '$1,667.50',
          term_months: 60,
          upfront_pay: '$7,117.50',
        });
        expect(res.body.amortization_schedule).toHaveLength(60);
        const total = dollars(res.body.total_monthly_payments);
        expect(total - dollars(res.body.total_interest)).toBeCloseTo(18000, 2);
        expect(dollars(res.body.total_loan_cost)).toBeCloseTo(7117.5 + total, 2);
      });

      it('POST JSON and form: finance_tax_and_fees adds them to the loan', async () => {
        const json = await postJson('/auto', { ...params, finance_tax_and_fees: true });
        expect(json.status).toBe(200);
        expect(json.body).toMatchObject({ loan_amount: '$20,117.50', upfront_pay: '$5,000.00', monthly_payment: usd(annuityPayment(20117.5, 4.9, 60)) });
        const form = await postForm('/auto', params);
        expect(form.body.upfront_pay).toBe('$7,117.50');
      });

      it.each([
        ['price=0&rate=5&term_months=60', ['price']],
        ['price=20000&rate=-0.5&term_months=60', ['rate']],
        ['price=20000&rate=5&term_months=601', ['term_months']],
        ['price=20000&rate=5&term_months=60&sales_tax_rate=101', ['sales_tax_rate']],
        ['price=20000&rate=5&term_months=60&discount=15000&trade_in_value=6000', ['trade_in_value']],
        ['price=20000&rate=5&term_months=60&down_payment=20000', ['down_payment']],
      ])('GET /auto?%s is a 400 naming %j', async (query, parameters) => {
        const res = await get(`/auto?${query}`);
        expectProblem(res, 400, 'invalid-parameter');
        expect(res.body.errors.map((e: { parameter: string }) => e.parameter)).toEqual(expect.arrayContaining(parameters));
      });
    });

    describe('/fixed-term', () => {
      it('GET, POST JSON and form: a yearly schedule ending at $0.00', async () => {
        const payment = annuityPayment(150000, 5.5, 180);
        for (const res of [
          await get('/fixed-term?amount=150000&term_years=15&rate=5.5'),
          await postJson('/fixed-term', { amount: 150000, term_years: 15, rate: 5.5 }),
          await postForm('/fixed-term', { amount: '150000', term_years: '15', rate: '5.5' }),
        ]) {
          expect(res.status).toBe(200);
          expect(res.body).toMatchObject({ loan_amount: '$150,000.00', monthly_payment: usd(payment), term_years: 15, interest_rate: '5.50%' });
          const years = res.body.amortization_schedule as Array<Record<string, string | number>>;
          expect(years).toHaveLength(15);
          expect(years[0]).toMatchObject({ year: 1, payment: usd(payment * 12) });
          expect(years[14].remaining_balance).toBe('$0.00');
          const principal = years.reduce((sum, y) => sum + Math.round(dollars(y.principal_payment as string) * 100), 0);
          expect(principal).toBe(150000_00);
        }
      });

      it.each([
        ['amount=-1&term_years=15&rate=5', ['amount']],
        ['amount=1000&term_years=51&rate=5', ['term_years']],
        ['amount=1000&term_years=10&rate=100.5', ['rate']],
        ['amount=1000&term_years=x&rate=5', ['term_years']],
      ])('GET /fixed-term?%s is a 400 naming %j', async (query, parameters) => {
        expectInvalid(await get(`/fixed-term?${query}`), ...parameters);
      });
    });

    describe('/fixed-payment', () => {
      it('GET, POST JSON and form: 20,000 at 7% with 500 a month takes 46 payments', async () => {
        expect(paymentsNeeded(20000, 7, 500)).toBe(46);
        for (const res of [
          await get('/fixed-payment?amount=20000&monthly_payment=500&rate=7'),
          await postJson('/fixed-payment', { amount: 20000, monthly_payment: 500, rate: '7' }),
          await postForm('/fixed-payment', { amount: '20000', monthly_payment: '500', rate: '7' }),
        ]) {
          expect(res.status).toBe(200);
          expect(res.body).toMatchObject({
            loan_amount: '$20,000.00',
            monthly_payment: '$500.00',
            term_months: 46,
            loan_duration: '3 years, 10 months',
            total_principal: '$20,000.00',
          });
          // 20,000 × 7 / 1200 = 116.666… → 116.67.
          expect(res.body.amortization_schedule[0]).toMatchObject({ month: 1, interest_payment: '$116.67', principal_payment: '$383.33' });
          const last = res.body.amortization_schedule[45];
          expect(dollars(last.payment)).toBeLessThan(500);
          expect(last.remaining_balance).toBe('$0.00');
        }
      });

      it('refuses a payment at or below the first month\'s interest, or one taking more than 600 months', async () => {
        expectInvalid(await get('/fixed-payment?amount=20000&monthly_payment=116.67&rate=7'), 'monthly_payment');
        expectInvalid(await get('/fixed-payment?amount=20000&monthly_payment=100&rate=7'), 'monthly_payment');
        expect((await get('/fixed-payment?amount=20000&monthly_payment=116.68&rate=7')).status).toBe(400); // > 600 months
        expect(paymentsNeeded(1000000, 5, 4200)).toBeGreaterThan(600);
        expectInvalid(await get('/fixed-payment?amount=1000000&monthly_payment=4200&rate=5'), 'monthly_payment');
        expectInvalid(await get('/fixed-payment?amount=0&monthly_payment=-1&rate=7'), 'amount', 'monthly_payment');
      });
    });

    describe('CSV schedules (Accept: text/csv)', () => {
      it('/loan answers its schedule as CSV', async () => {
        const res = await get('/loan?loan=10000&rate=5&term=36', { accept: 'text/csv' });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
        const lines = res.text.split('\r\n');
        expect(lines[0]).toBe('period,payment,interest,principal,balance');
        expect(lines[1]).toBe('1,$299.71,$41.67,$258.04,$9741.96');
        expect(lines).toHaveLength(38); // header + 36 rows + the empty string after the last CRLF
        expect(lines[37]).toBe('');
      });

      it('quotes grouped amounts and serves every schedule endpoint, by GET and POST', async () => {
        const mortgage = await postJson('/mortgage', { amount: 240000, rate: 6.5, term_years: 30 }, { accept: 'text/csv' });
        expect(mortgage.headers.get('content-type')).toMatch(/^text\/csv/);
        expect(mortgage.text.split('\r\n')[1]).toBe('1,"$1,516.96","$1,300.00",$216.96,"$239,783.04"');
        const fixedTerm = await get('/fixed-term?amount=150000&term_years=15&rate=5.5', { accept: 'text/csv' });
        expect(fixedTerm.text.split('\r\n')[0]).toBe('year,payment,interest_payment,principal_payment,remaining_balance');
        expect(fixedTerm.text.split('\r\n')).toHaveLength(17);
        const auto = await get('/auto?price=20000&rate=5&term_months=12', { accept: 'text/csv;q=0.9' });
        expect(auto.text.split('\r\n')[0]).toBe('month,payment,interest_payment,principal_payment,remaining_balance');
        const fixedPayment = await postForm('/fixed-payment', { amount: '20000', monthly_payment: '500', rate: '7', start_date: '2025-01-15' });
        expect(fixedPayment.headers.get('content-type')).toContain('application/json');
        const dated = await get('/fixed-payment?amount=20000&monthly_payment=500&rate=7&start_date=2025-01-15', { accept: 'text/csv' });
        expect(dated.text.split('\r\n')[0]).toBe('month,date,payment,interest_payment,principal_payment,remaining_balance');
        expect(dated.text.split('\r\n')[1]).toMatch(/^1,2025-02-15,\$500\.00,/);
      });

      it('stays JSON when JSON is preferred or nothing specific is asked for; errors stay problems', async () => {
        for (const accept of ['application/json', '*/*', 'text/csv;q=0.5, application/json', 'text/html']) {
          const res = await get('/loan?loan=1000&rate=5&term=12', { accept });
          expect(res.headers.get('content-type')).toContain('application/json');
          expect(res.body.monthly_payment).toBeDefined();
        }
        expectInvalid(await get('/loan?loan=-1&rate=5&term=12', { accept: 'text/csv' }), 'loan');
      });
    });

    it('lists every calculator in the service index', async () => {
      const res = await http(t.baseUrl, '/calculators');
      const paths = (res.body.endpoints as Array<{ path: string }>).map((e) => e.path);
      for (const path of [
        '/loan',
        '/loan/batch',
        '/apr',
        '/mortgage',
        '/auto',
        '/fixed-term',
        '/fixed-payment',
        '/salary',
        '/shift-pay',
        '/shift-pay/custom',
        '/shift-finish-time',
        '/overtime-month',
        '/overtime-week',
        '/time-half',
      ]) {
        expect(paths).toContain(`/calculators${path}`);
      }
    });
  });
}
