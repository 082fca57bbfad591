/** /fixed-term (a loan over a set number of years) and /fixed-payment (how long a set monthly payment takes). */
import { Controller, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  calculateFixedPayment,
  calculateFixedTerm,
  type FixedPaymentResult,
  type FixedTermResult,
} from '../../../../libs/finance/src/index';
import type { ParamsOf } from '../../../../libs/platform/src/params/param';
import { Endpoint } from '../http/endpoint.decorator';
import { Params } from '../http/params.decorator';
import { amount, annualRate, isoDate, outputOptions, OutputParams, startDate, termYears } from './calculator-params';
import { CSV_NOTE, scheduleOrCsv } from './schedule-csv';

const FixedTermParams = {
  amount: amount('Amount borrowed', '150000').required(),
  term_years: termYears(15).required(),
  rate: annualRate('5.5').required(),
  ...OutputParams,
};

const FixedPaymentParams = {
  amount: amount('Amount borrowed', '20000').required(),
  monthly_payment: amount('The fixed payment made every month', '500').required(),
  rate: annualRate('7').required(),
  start_date: startDate(),
  ...OutputParams,
};

@ApiTags('calculators')
@Controller('calculators')
export class FixedLoansController {
  @Endpoint('/fixed-term', {
    summary: 'Monthly payment of a loan over a fixed number of years, with a yearly schedule',
    description:
      'A monthly loan of term_years × 12 payments at annual rate / 12 (payment rounded half-up to the cent; the last ' +
      'payment clears the exact balance). The schedule has one entry per loan year: the sums of its 12 payments and ' +
      'the balance after them; the final balance is 0.00. The longest term is 50 years.' +
      CSV_NOTE,
    params: FixedTermParams,
    example: calculateFixedTerm({ amount: '150000', term_years: 3, rate: '5.5' }),
  })
  fixedTerm(
    @Params() q: ParamsOf<typeof FixedTermParams>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): FixedTermResult | string {
    const result = calculateFixedTerm({ amount: q.amount, term_years: q.term_years, rate: q.rate, ...outputOptions(q) });
    return scheduleOrCsv(request, reply, result, (r) => r.amortization_schedule);
  }

  @Endpoint('/fixed-payment', {
    summary: 'How long a fixed monthly payment takes to repay a loan, with the monthly schedule',
    description:
      'monthly_payment is paid every month at annual rate / 12 until the balance is gone; the last payment is the ' +
      'remaining balance plus its interest, so it is usually smaller. term_months counts the payments and ' +
      'loan_duration writes it as "<y> years, <m> months". A payment at or below the first month\'s interest would ' +
      'never repay the loan and is refused, as is one that would take more than 600 months (50 years).' +
      CSV_NOTE,
    params: FixedPaymentParams,
    example: calculateFixedPayment({ amount: '3000', monthly_payment: '500', rate: '7' }),
  })
  fixedPayment(
    @Params() q: ParamsOf<typeof FixedPaymentParams>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): FixedPaymentResult | string {
    const result = calculateFixedPayment({
      amount: q.amount,
      monthly_payment: q.monthly_payment,
      rate: q.rate,
      start_date: isoDate(q.start_date),
      ...outputOptions(q),
    });
    return scheduleOrCsv(request, reply, result, (r) => r.amortization_schedule);
  }
}
