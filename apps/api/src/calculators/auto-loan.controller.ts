/** /auto: a car loan with sales tax, trade-in, incentives and fees. */
import { Controller, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { calculateAutoLoan, type AutoLoanResult } from '../../../../libs/finance/src/index';
import type { ParamsOf } from '../../../../libs/platform/src/params/param';
import { p } from '../../../../libs/platform/src/params/params';
import { Endpoint } from '../http/endpoint.decorator';
import { Params } from '../http/params.decorator';
import { amount, annualRate, isoDate, optionalAmount, outputOptions, OutputParams, startDate, termMonths } from './calculator-params';
import { CSV_NOTE, scheduleOrCsv } from './schedule-csv';

const AutoParams = {
  price: amount('Price of the vehicle', '32000').required(),
  rate: annualRate('4.9').required(),
  term_months: termMonths(60).required(),
  discount: optionalAmount('Cash incentives off the price', '1000'),
  sales_tax_rate: p.decimal().describe('Sales tax in percent, 0 to 100 (default 0)', '7.25'),
  down_payment: optionalAmount('Cash paid up front', '5000'),
  other_fees: optionalAmount('Title, registration and other fees', '450'),
  trade_in_value: optionalAmount('Value of the vehicle traded in', '8000'),
  finance_tax_and_fees: p.bool().describe('true = add the sales tax and other fees to the loan instead of paying them up front (default false)', false),
  start_date: startDate(),
  ...OutputParams,
};

const DESCRIPTION =
  'Taxable amount = price − discount − trade_in_value; sales_tax = that × sales_tax_rate / 100, rounded half-up. ' +
  'loan_amount = taxable amount − down_payment. Sales tax and other fees are paid up front (upfront_pay = ' +
  'down_payment + sales_tax + other_fees) unless finance_tax_and_fees=true adds them to the loan. The loan is ' +
  'repaid monthly at annual rate / 12 over term_months (at most 600); total_loan_cost = upfront_pay + ' +
  'total_monthly_payments, all the cash paid (the trade-in counts as value, not cash). discount + trade_in_value ' +
  'may not exceed the price, and something must remain to finance.';

@ApiTags('calculators')
@Controller('calculators')
export class AutoLoanController {
  @Endpoint('/auto', {
    summary: 'Auto loan payment, taxes, up-front cost and amortization schedule',
    description: DESCRIPTION + CSV_NOTE,
    params: AutoParams,
    example: calculateAutoLoan({
      price: '32000',
      rate: '4.9',
      term_months: 6,
      discount: '1000',
      sales_tax_rate: '7.25',
      down_payment: '5000',
      other_fees: '450',
      trade_in_value: '8000',
    }),
  })
  auto(
    @Params() q: ParamsOf<typeof AutoParams>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): AutoLoanResult | string {
    const result = calculateAutoLoan({
      price: q.price,
      rate: q.rate,
      term_months: q.term_months,
      discount: q.discount,
      sales_tax_rate: q.sales_tax_rate,
      down_payment: q.down_payment,
      other_fees: q.other_fees,
      trade_in_value: q.trade_in_value,
      finance_tax_and_fees: q.finance_tax_and_fees,
      start_date: isoDate(q.start_date),
      ...outputOptions(q),
    });
    return scheduleOrCsv(request, reply, result, (r) => r.amortization_schedule);
  }
}
