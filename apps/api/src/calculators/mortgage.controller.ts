/** /mortgage: a home loan at a chosen payment frequency, with its amortization schedule. */
import { Controller, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { calculateMortgage, PAYMENT_FREQUENCIES, type MortgageResult } from '../../../../libs/finance/src/index';
import type { ParamsOf } from '../../../../libs/platform/src/params/param';
import { p } from '../../../../libs/platform/src/params/params';
import { Endpoint } from '../http/endpoint.decorator';
import { Params } from '../http/params.decorator';
import { amount, annualRate, isoDate, optionalAmount, outputOptions, OutputParams, startDate, termYears } from './calculator-params';
import { CSV_NOTE, scheduleOrCsv } from './schedule-csv';

const MortgageParams = {
  amount: amount('Price of the home', '300000').required(),
  rate: annualRate('6.5').required(),
  term_years: termYears(30).required(),
  frequency: p
    .string({ maxLength: 40 })
    .describe(
      `Payment frequency: ${PAYMENT_FREQUENCIES.join(', ')} (default monthly; case, "-", "_" and spaces are ignored)`,
      'bi-weekly',
    ),
  accelerated_biweekly: p
    .bool()
    .describe('true = accelerated bi-weekly (same as frequency=accelerated-bi-weekly; frequency must then be absent or bi-weekly)', true),
  down_payment: optionalAmount('Down payment, less than amount', '60000'),
  start_date: startDate(),
  ...OutputParams,
};

const DESCRIPTION =
  'loan_amount = amount − down_payment, repaid over term_years. Every frequency uses the true periodic rate: annual ' +
  'rate / 12, 24, 26 or 52 for monthly, semi-monthly, bi-weekly and weekly (as Excel PMT and numpy-financial do, ' +
  'with no conversion between effective rates), and term_years × that many payments. Accelerated bi-weekly pays ' +
  'half the monthly payment every two weeks at annual/26 until the loan is repaid: 13 monthly payments a year, so ' +
  'the loan ends years early. monthly_payment is always the payment of the monthly schedule and periodic_payment ' +
  'the one at the chosen frequency; schedule rows are keyed `month` for monthly and `period` (payment count) for ' +
  'the other frequencies. Payments and interest round half-up to the cent and the last row pays the exact balance. ' +
  'The longest term is 50 years.';

@ApiTags('calculators')
@Controller('calculators')
export class MortgageController {
  @Endpoint('/mortgage', {
    summary: 'Mortgage payment and amortization schedule by payment frequency',
    description: DESCRIPTION + CSV_NOTE,
    params: MortgageParams,
    example: calculateMortgage({ amount: '250000', rate: '6', term_years: 1, down_payment: '50000' }),
  })
  mortgage(
    @Params() q: ParamsOf<typeof MortgageParams>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): MortgageResult | string {
    const result = calculateMortgage({
      amount: q.amount,
      rate: q.rate,
      term_years: q.term_years,
      frequency: q.frequency,
      accelerated_biweekly: q.accelerated_biweekly,
      down_payment: q.down_payment,
      start_date: isoDate(q.start_date),
      ...outputOptions(q),
    });
    return scheduleOrCsv(request, reply, result, (r) => r.amortization_schedule);
  }
}
