/**
 * /loan (a simple loan and its monthly schedule) and /apr (the same loan's annual percentage rate with fees).
 */
import { Controller, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  calculateApr,
  calculateLoan,
  LOAN_TYPES,
  type AprResult,
  type LoanResult,
} from '../../../../libs/finance/src/index';
import type { ParamsOf } from '../../../../libs/platform/src/params/param';
import { p } from '../../../../libs/platform/src/params/params';
import { Endpoint } from '../http/endpoint.decorator';
import { Params } from '../http/params.decorator';
import { amount, annualRate, isoDate, optionalAmount, outputOptions, OutputParams, startDate, termMonths } from './calculator-params';
import { CSV_NOTE, scheduleOrCsv } from './schedule-csv';

const LoanParams = {
  loan: amount('Amount borrowed', '10000').required(),
  rate: annualRate('5').required(),
  term: termMonths(36).required(),
  type: p
    .oneOf(LOAN_TYPES)
    .default('other')
    .describe(`Kind of loan, any case: ${LOAN_TYPES.join(', ')}`, 'auto'),
  extra: optionalAmount('Extra principal paid with every monthly payment', '50'),
  start_date: startDate(),
  ...OutputParams,
};

const AprParams = {
  loan: amount('Amount borrowed (the fees are part of it)', '10000').required(),
  rate: annualRate('5').required(),
  term: termMonths(36).required(),
  fees: optionalAmount('Fees and charges deducted from what the borrower receives; must be less than loan', '300'),
  ...OutputParams,
};

const LOAN_CONVENTIONS =
  'Monthly rate = annual rate / 12 (the periodic rate of Excel PMT and numpy-financial); payment = L·r/(1−(1+r)^−n), ' +
  'rounded half-up to the cent, or L/n at 0%. Each row rounds its interest half-up; the last row pays the exact ' +
  'remaining balance, so the balance ends at exactly zero and the principal column adds up to the loan. `extra` is ' +
  'added to every payment as principal and shortens the loan (repayment_term counts the payments actually made). ' +
  'Money amounts are exact decimals (no floating point). The longest term is 600 months (50 years). As the spec ' +
  'shows, this result has no thousands separators unless grouping=true.';

@ApiTags('calculators')
@Controller('calculators')
export class LoanController {
  @Endpoint('/loan', {
    summary: 'Loan cost and monthly amortization schedule',
    description: LOAN_CONVENTIONS + CSV_NOTE,
    params: LoanParams,
    example: calculateLoan({ loan: '10000', rate: '5', term: 6, type: 'personal' }),
  })
  loan(
    @Params() q: ParamsOf<typeof LoanParams>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): LoanResult | string {
    const result = calculateLoan({
      loan: q.loan,
      rate: q.rate,
      term: q.term,
      type: q.type,
      extra: q.extra,
      start_date: isoDate(q.start_date),
      ...outputOptions(q),
    });
    return scheduleOrCsv(request, reply, result, (r) => r.schedule);
  }

  @Endpoint('/apr', {
    summary: 'Annual percentage rate of a loan with fees (not in the spec)',
    description:
      'The monthly payment of the loan at its nominal rate (as /loan computes it) is set against what the borrower ' +
      'actually receives, loan − fees; the APR is the annual rate (monthly rate × 12) at which the term\'s payments ' +
      'are worth exactly that amount today, solved by bisection to 1e-7 percentage points and shown with three ' +
      'decimals. With no fees the APR equals the nominal rate.',
    params: AprParams,
    example: calculateApr({ loan: '10000', rate: '5', term: 36, fees: '300' }),
  })
  apr(@Params() q: ParamsOf<typeof AprParams>): AprResult {
    return calculateApr({ loan: q.loan, rate: q.rate, term: q.term, fees: q.fees, ...outputOptions(q) });
  }
}
