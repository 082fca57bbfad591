/**
 * The pay calculators over HTTP: /salary, /shift-pay, /shift-pay/custom, /shift-finish-time, /overtime-week,
 * /overtime-month and /time-half, by GET, POST JSON and POST form, with both spellings of the two-named parameters
 * and the 400 problems of bad input. Every expected figure is worked out by hand in the comments.
 */
import type { TestApp } from '../../support/boot';
import { expectProblem, http, type HttpResult } from '../../support/http';

export function payCalculatorCases(app: () => TestApp): void {
  describe('calculators: pay', () => {
    let t: TestApp;
    beforeAll(() => {
      t = app();
    });

    const get = (path: string) => http(t.baseUrl, `/calculators${path}`);
    const postJson = (path: string, json: unknown) => http(t.baseUrl, `/calculators${path}`, { json });
    const postForm = (path: string, form: Record<string, string>) => http(t.baseUrl, `/calculators${path}`, { form });
    const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

    function expectInvalid(res: HttpResult, ...parameters: string[]): void {
      expectProblem(res, 400, 'invalid-parameter');
      const named = (res.body as { errors: Array<{ parameter: string }> }).errors.map((e) => e.parameter);
      expect(named.sort()).toEqual([...parameters].sort());
    }

    describe('/salary', () => {
      const base = { salary: '50000', hours_per_week: '40', days_per_week: '5', holidays_per_year: '10', vacation_per_year: '15' };
      // 50,000 a year over 52 × 40 = 2,080 h and 260 days. Adjusted: 260 − 25 = 235 days of 8 h = 1,880 h.
      const unadjusted = {
        annual: '$50,000.00',
        bi_weekly: '$1,923.08', // 50,000 / 26 = 1,923.0769
        daily: '$192.31', // / 260 = 192.3077
        hourly: '$24.04', // / 2,080 = 24.0385
        monthly: '$4,166.67',
        quarterly: '$12,500.00',
        semi_monthly: '$2,083.33',
        weekly: '$961.54', // / 52 = 961.538
      };

      it('GET with period: the spec\'s Salary figures, and the adjusted ones beside them', async () => {
        const res = await get(`/salary?${query({ ...base, period: 'annual' })}`);
        expect(res.status).toBe(200);
        expect(res.body.Salary).toEqual(unadjusted);
        expect(res.body.adjusted).toMatchObject({ annual: '$50,000.00', weekly: '$961.54', daily: '$212.77', hourly: '$26.60' });
        expect(res.body.working_days_per_year).toBe(235);
      });

      it('POST JSON with hour (the other spelling) and POST form with period give the same answer', async () => {
        const json = await postJson('/salary', { ...base, salary: 50000, hour: 'annual', days_per_week: 5 });
        expect(json.status).toBe(200);
        expect(json.body.Salary).toEqual(unadjusted);
        const form = await postForm('/salary', { ...base, period: 'Yearly' });
        expect(form.body.Salary).toEqual(unadjusted);
      });

      it('an hourly amount: 25 an hour × 2,080 h = 52,000; adjusted 25 × 8 h × 235 days = 47,000', async () => {
        const res = await get(`/salary?${query({ ...base, salary: '25', hour: 'hour' })}`);
        expect(res.body.Salary).toMatchObject({ annual: '$52,000.00', hourly: '$25.00', daily: '$200.00', weekly: '$1,000.00' });
        expect(res.body.adjusted).toMatchObject({ annual: '$47,000.00', hourly: '$25.00' });
      });

      it('refuses the two names with different values, and names the spelling the client used', async () => {
        expectInvalid(await get(`/salary?${query({ ...base, period: 'annual', hour: 'month' })}`), 'period');
        expect((await get(`/salary?${query({ ...base, period: 'annual', hour: 'ANNUAL' })}`)).status).toBe(200);
        expectInvalid(await get(`/salary?${query({ ...base, hour: 'century' })}`), 'hour');
        expectInvalid(await get(`/salary?${query({ ...base, period: 'century' })}`), 'period');
        const missing = await get(`/salary?${query(base)}`);
        expectInvalid(missing, 'period');
        expect(missing.body.errors[0].message).toContain('period or hour is required');
      });

      it.each([
        [{ salary: '0' }, ['salary']],
        [{ salary: '-100' }, ['salary']],
        [{ salary: 'lots' }, ['salary']],
        [{ days_per_week: '8' }, ['days_per_week']],
        [{ hours_per_week: '200' }, ['hours_per_week']],
        [{ hours_per_week: '60', days_per_week: '2' }, ['hours_per_week']],
        [{ holidays_per_year: '200', vacation_per_year: '60' }, ['vacation_per_year']],
        [{ currency: 'XXX' }, ['currency']],
      ])('GET /salary with %j is a 400 naming %j', async (override, parameters) => {
        const res = await get(`/salary?${query({ ...base, period: 'annual', ...override })}`);
        expectProblem(res, 400, 'invalid-parameter');
        expect(res.body.errors.map((e: { parameter: string }) => e.parameter)).toEqual(expect.arrayContaining(parameters));
      });
    });

    describe('/shift-pay and /shift-pay/custom', () => {
      // 8 regular + 4 overtime hours per 12-hour shift: 8 × 20 + 4 × 30 = 280 a day; × 5 = 1,400 a week; × 48 =
      // 67,200 a year; / 12 = 5,600 a month; 280 / 12 = 23.33 an hour. Overtime: 4 a day, 20 a week, 960 a year.
      const standard = {
        average_pay_per_hour: '$23.33',
        overtime_hours: { annual: '960 Hours', daily: '4 Hours', monthly: '80 Hours', weekly: '20 Hours' },
        pay_per_day: '$280.00',
        pay_per_month: '$5,600.00',
        pay_per_week: '$1,400.00',
        pay_per_year: '$67,200.00',
      };
      const wages = { hourly_wage: '20', overtime_hourly_wage: '30', hours_worked: '8' };

      it('GET, POST JSON and form on /shift-pay', async () => {
        for (const res of [
          await get(`/shift-pay?${query({ ...wages, work_weeks_per_year: '48' })}`),
          await postJson('/shift-pay', { hourly_wage: 20, overtime_hourly_wage: 30, hours_worked: 8, work_weeks_per_year: 48 }),
          await postForm('/shift-pay', { ...wages, work_weeks_per_year: '48' }),
        ]) {
          expect(res.status).toBe(200);
          expect(res.body).toMatchObject(standard);
        }
      });

      // 10-hour shifts, 4 a week, 50 weeks: 8 × 20 + 2 × 30 = 220 a day; 880 a week; 44,000 a year; 3,666.67 a month;
      // 22.00 an hour. Overtime: 2 a day, 8 a week, 400 a year, 33.33 a month.
      const custom = {
        average_pay_per_hour: '$22.00',
        overtime_hours: { annual: '400 Hours', daily: '2 Hours', monthly: '33.33 Hours', weekly: '8 Hours' },
        pay_per_day: '$220.00',
        pay_per_month: '$3,666.67',
        pay_per_week: '$880.00',
        pay_per_year: '$44,000.00',
      };

      it('/shift-pay/custom accepts days per week as work_days_per_week or work_days_per_year', async () => {
        const pattern = { ...wages, shift_hours: '10', work_weeks_per_year: '50' };
        for (const res of [
          await get(`/shift-pay/custom?${query({ ...pattern, work_days_per_week: '4' })}`),
          await get(`/shift-pay/custom?${query({ ...pattern, work_days_per_year: '4' })}`),
          await postJson('/shift-pay/custom', { ...pattern, work_days_per_year: 4 }),
          await postForm('/shift-pay/custom', { ...pattern, work_days_per_week: '4' }),
        ]) {
          expect(res.status).toBe(200);
          expect(res.body).toMatchObject({ ...custom, shift_hours: 10, work_days_per_week: 4, work_weeks_per_year: 50 });
        }
      });

      it('/shift-pay/custom with its defaults equals /shift-pay over 52 weeks', async () => {
        const customRes = await get(`/shift-pay/custom?${query(wages)}`);
        const plain = await get(`/shift-pay?${query({ ...wages, work_weeks_per_year: '52' })}`);
        expect(customRes.body).toEqual(plain.body);
        expect(customRes.body.pay_per_year).toBe('$72,800.00'); // 1,400 × 52
      });

      it('refuses bad shift input, naming the parameter as sent', async () => {
        expectInvalid(await get(`/shift-pay?${query({ ...wages, hours_worked: '13', work_weeks_per_year: '52' })}`), 'hours_worked');
        expectInvalid(await get(`/shift-pay?${query({ ...wages, hourly_wage: '0', work_weeks_per_year: '52' })}`), 'hourly_wage');
        expectInvalid(await get(`/shift-pay?${query({ ...wages, work_weeks_per_year: '53' })}`), 'work_weeks_per_year');
        expectInvalid(await get(`/shift-pay?${query({ ...wages, overtime_hourly_wage: '-1', work_weeks_per_year: '52' })}`), 'overtime_hourly_wage');
        expectInvalid(await get(`/shift-pay?${query(wages)}`), 'work_weeks_per_year');
        expectInvalid(await get(`/shift-pay/custom?${query({ ...wages, work_days_per_year: '9' })}`), 'work_days_per_year');
        expectInvalid(await get(`/shift-pay/custom?${query({ ...wages, work_days_per_week: '4', work_days_per_year: '5' })}`), 'work_days_per_week');
        expectInvalid(await get(`/shift-pay/custom?${query({ ...wages, shift_hours: '25' })}`), 'shift_hours');
        expectInvalid(await get(`/shift-pay/custom?${query({ ...wages, shift_hours: '6' })}`), 'hours_worked');
      });
    });

    describe('/shift-finish-time', () => {
      it('9:30 PM + 8 h + 30 min finishes at 06:00 AM the next day (GET, POST JSON, form)', async () => {
        for (const res of [
          await get('/shift-finish-time?start_time=9:30%20PM&duration=8&break_duration=30'),
          await postJson('/shift-finish-time', { start_time: '9:30 PM', duration: 8, break_duration: 30 }),
          await postForm('/shift-finish-time', { start_time: '9:30 pm', duration: '8', break_duration: '30' }),
        ]) {
          expect(res.status).toBe(200);
          expect(res.body).toEqual({ finish_time_12hr: '06:00 AM', finish_time_24hr: '06:00', next_day: true, days_later: 1 });
        }
      });

      it('handles noon, midnight and fractional hours', async () => {
        const noon = await get('/shift-finish-time?start_time=11:45AM&duration=0.25&break_duration=0');
        expect(noon.body).toMatchObject({ finish_time_12hr: '12:00 PM', finish_time_24hr: '12:00', next_day: false });
        const midnight = await get('/shift-finish-time?start_time=12:00%20AM&duration=0&break_duration=0');
        expect(midnight.body).toMatchObject({ finish_time_12hr: '12:00 AM', finish_time_24hr: '00:00' });
        // 08:15 + 7 h 30 min + 45 min = 16:30.
        const day = await get('/shift-finish-time?start_time=08:15%20am&duration=7.5&break_duration=45');
        expect(day.body).toMatchObject({ finish_time_12hr: '04:30 PM', finish_time_24hr: '16:30', next_day: false });
      });

      it.each(['21:30', '9:30', '13:00 PM', '9:60 AM', '0:30 AM', 'nine thirty', '9:30 PMX', '٩:٣٠ PM'])(
        'start_time %j is a 400 on start_time',
        async (start) => {
          expectInvalid(await get(`/shift-finish-time?${query({ start_time: start, duration: '8', break_duration: '30' })}`), 'start_time');
        },
      );

      it('refuses bad durations', async () => {
        expectInvalid(await get('/shift-finish-time?start_time=9:30%20PM&duration=-1&break_duration=30'), 'duration');
        expectInvalid(await get('/shift-finish-time?start_time=9:30%20PM&duration=8&break_duration=1441'), 'break_duration');
        // Semantic rules (the library) are reported together: a bad time and a bad duration in one 400.
        expectInvalid(await get('/shift-finish-time?start_time=25:00&duration=200&break_duration=0'), 'start_time', 'duration');
        expectInvalid(await get('/shift-finish-time?start_time=9:30%20PM&duration=8.01&break_duration=0'), 'duration');
        expectInvalid(await get('/shift-finish-time?duration=8&break_duration=0'), 'start_time');
      });
    });

    describe('/overtime-week and /overtime-month', () => {
      it('GET, POST JSON and form on /overtime-week: 40 h at 22 plus 6 h at 1.5 × 22', async () => {
        // 40 × 22 = 880; 22 × 1.5 = 33 an hour; 6 × 33 = 198; 880 + 198 = 1,078.
        const expected = { overtime_pay_per_hour: '$33.00', total_weekly_pay: '$1,078.00', weekly_overtime_pay: '$198.00', weekly_regular_pay: '$880.00' };
        for (const res of [
          await get('/overtime-week?hourly_wage=22&regular_hours=40&overtime_hours=6'),
          await postJson('/overtime-week', { hourly_wage: 22, regular_hours: 40, overtime_hours: 6, overtime_multiplier: '1.5' }),
          await postForm('/overtime-week', { hourly_wage: '22', regular_hours: '40', overtime_hours: '6' }),
        ]) {
          expect(res.status).toBe(200);
          expect(res.body).toEqual(expected);
        }
        // Double time: 44 an hour, 6 × 44 = 264, total 1,144.
        const double = await get('/overtime-week?hourly_wage=22&regular_hours=40&overtime_hours=6&overtime_multiplier=2');
        expect(double.body).toMatchObject({ overtime_pay_per_hour: '$44.00', total_weekly_pay: '$1,144.00' });
        // 15.55 × 1.5 = 23.325 an hour, shown rounded; 10 h pay 233.25 from the exact rate; 40 × 15.55 = 622.
        const exact = await get('/overtime-week?hourly_wage=15.55&regular_hours=40&overtime_hours=10');
        expect(exact.body).toEqual({ overtime_pay_per_hour: '$23.33', total_weekly_pay: '$855.25', weekly_overtime_pay: '$233.25', weekly_regular_pay: '$622.00' });
      });

      it('GET, POST JSON and form on /overtime-month', async () => {
        // 160 × 22 = 3,520; 20 × 33 = 660; total 4,180.
        const expected = { monthly_overtime_pay: '$660.00', monthly_regular_pay: '$3,520.00', overtime_pay_per_hour: '$33.00', total_monthly_pay: '$4,180.00' };
        for (const res of [
          await get('/overtime-month?hourly_wage=22&regular_hours=160&overtime_hours=20'),
          await postJson('/overtime-month', { hourly_wage: '22', regular_hours: 160, overtime_hours: 20 }),
          await postForm('/overtime-month', { hourly_wage: '22', regular_hours: '160', overtime_hours: '20' }),
        ]) {
          expect(res.status).toBe(200);
          expect(res.body).toEqual(expected);
        }
        const euros = await get('/overtime-month?hourly_wage=22&regular_hours=160&overtime_hours=20&currency=EUR&locale=de-DE');
        expect(euros.body.total_monthly_pay).toBe('€4.180,00');
        const numbers = await get('/overtime-month?hourly_wage=22&regular_hours=160&overtime_hours=20&format=number');
        expect(numbers.body.total_monthly_pay).toBe(4180);
      });

      it('refuses bad overtime input', async () => {
        expectInvalid(await get('/overtime-week?hourly_wage=22&regular_hours=160&overtime_hours=10'), 'overtime_hours');
        expectInvalid(await get('/overtime-week?hourly_wage=22&regular_hours=40&overtime_hours=6&overtime_multiplier=0.5'), 'overtime_multiplier');
        expectInvalid(await get('/overtime-month?hourly_wage=abc&regular_hours=40&overtime_hours=1'), 'hourly_wage');
        expectInvalid(await get('/overtime-month?hourly_wage=10&regular_hours=40&overtime_hours=-1'), 'overtime_hours');
        expectInvalid(await get('/overtime-month?hourly_wage=0&regular_hours=745&overtime_hours=0'), 'hourly_wage', 'regular_hours');
        expectInvalid(await get('/overtime-month?hourly_wage=10'), 'regular_hours', 'overtime_hours');
      });
    });

    describe('/time-half', () => {
      it('GET, POST JSON and form: rates of 1, 1.5, 2 and 3 × the standard rate', async () => {
        // 18, 27, 36, 54 an hour; 40 × 18 = 720; 5 × 27 = 135; 3 × 36 = 108; 1 × 54 = 54; total 1,017.
        const expected = {
          pay_rates: { double: '$36.00', standard: '$18.00', time_half: '$27.00', triple: '$54.00' },
          total_amount_earned: '$1,017.00',
          total_double: '$108.00',
          total_regular_pay: '$720.00',
          total_time_half: '$135.00',
          total_triple: '$54.00',
        };
        for (const res of [
          await get('/time-half?standard_rate=18&regular_hours=40&hours_time_half=5&hours_double=3&hours_triple=1'),
          await postJson('/time-half', { standard_rate: 18, regular_hours: 40, hours_time_half: 5, hours_double: 3, hours_triple: 1 }),
          await postForm('/time-half', { standard_rate: '18', regular_hours: '40', hours_time_half: '5', hours_double: '3', hours_triple: '1' }),
        ]) {
          expect(res.status).toBe(200);
          expect(res.body).toEqual(expected);
        }
        const regularOnly = await get('/time-half?standard_rate=18&regular_hours=40');
        expect(regularOnly.body).toMatchObject({ total_amount_earned: '$720.00', total_time_half: '$0.00', total_triple: '$0.00' });
      });

      it('refuses bad time-half input', async () => {
        expectInvalid(await get('/time-half?standard_rate=0&regular_hours=40'), 'standard_rate');
        expectInvalid(await get('/time-half?standard_rate=18&regular_hours=9000'), 'regular_hours');
        expectInvalid(await get('/time-half?standard_rate=18&regular_hours=40&hours_double=x'), 'hours_double');
        expectInvalid(await postJson('/time-half', { standard_rate: [], regular_hours: {} }), 'standard_rate', 'regular_hours');
      });
    });
  });
}
