/** /salary: one pay amount expressed per hour, day, week, ... year, unadjusted and net of holidays and vacation. */
import { Controller, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { calculateSalary, PAY_PERIODS, type SalaryResult } from '../../../../libs/finance/src/index';
import type { ParamsOf } from '../../../../libs/platform/src/params/param';
import { p } from '../../../../libs/platform/src/params/params';
import { Endpoint } from '../http/endpoint.decorator';
import { Params } from '../http/params.decorator';
import { nameUsed } from './alias-names';
import { amount, outputOptions, OutputParams } from './calculator-params';

const SalaryParams = {
  salary: amount('The pay amount, earned per `period`', '50000').required(),
  period: p
    .string({ maxLength: 40 })
    .alias('hour')
    .required()
    .describe(
      `What the salary is paid per: ${PAY_PERIODS.join(', ')} (adjectives such as hourly or yearly also work; case, "-", "_" and spaces are ignored)`,
      'annual',
    ),
  hours_per_week: p.decimal().required().describe('Hours worked per week, 1 to 168 and at most 24 per day worked', '40'),
  days_per_week: p.int({ min: 1, max: 7 }).required().describe('Days worked per week, 1 to 7', 5),
  holidays_per_year: p.int({ min: 0, max: 366 }).required().describe('Paid holidays per year (days not worked)', 10),
  vacation_per_year: p.int({ min: 0, max: 366 }).required().describe('Vacation days per year (days not worked)', 15),
  ...OutputParams,
};

const DESCRIPTION =
  'The pay period is accepted as `period` or, as the spec\'s parameter list names it, `hour` (sending both with ' +
  'different values is a 400). `Salary` holds the unadjusted figures: every one of the 52 weeks is worked in full ' +
  '(annual = salary × 52·hours_per_week for an hourly amount, × 52·days_per_week for a daily one, × 52, 26, 24, 12, ' +
  '4 or 1 for the others; hourly = annual / (52·hours_per_week), daily = annual / (52·days_per_week)). `adjusted` ' +
  'removes holidays and vacation: working days W = 52·days_per_week − holidays − vacation; an hourly or daily ' +
  'rate earns only on those days, while a weekly to annual salary stays the same per year and is worth more per ' +
  'hour and day actually worked. holidays + vacation must be fewer than 52·days_per_week. Figures are exact and ' +
  'rounded half-up to the cent once.';

@ApiTags('calculators')
@Controller('calculators')
export class SalaryController {
  @Endpoint('/salary', {
    summary: 'Salary converted between pay periods, with and without holidays and vacation',
    description: DESCRIPTION,
    params: SalaryParams,
    example: calculateSalary({
      salary: '50000',
      period: 'annual',
      hours_per_week: '40',
      days_per_week: 5,
      holidays_per_year: 10,
      vacation_per_year: 15,
    }),
  })
  salary(@Params() q: ParamsOf<typeof SalaryParams>, @Req() request: FastifyRequest): SalaryResult {
    return calculateSalary({
      salary: q.salary,
      period: q.period,
      period_param: nameUsed(request, 'period', 'hour'),
      hours_per_week: q.hours_per_week,
      days_per_week: q.days_per_week,
      holidays_per_year: q.holidays_per_year,
      vacation_per_year: q.vacation_per_year,
      ...outputOptions(q),
    });
  }
}
