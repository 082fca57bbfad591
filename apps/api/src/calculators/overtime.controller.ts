/** /overtime-week, /overtime-month and /time-half: regular pay plus pay at higher rates. */
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  calculateOvertimeMonth,
  calculateOvertimeWeek,
  calculateTimeHalf,
  type OvertimeMonthResult,
  type OvertimeWeekResult,
  type TimeHalfResult,
} from '../../../../libs/finance/src/index';
import type { ParamsOf } from '../../../../libs/platform/src/params/param';
import { p } from '../../../../libs/platform/src/params/params';
import { Endpoint } from '../http/endpoint.decorator';
import { Params } from '../http/params.decorator';
import { amount, outputOptions, OutputParams } from './calculator-params';

const overtimeParams = (span: 'week' | 'month', maxHours: number) => ({
  hourly_wage: amount('Pay per regular hour', '22').required(),
  regular_hours: p.decimal().required().describe(`Regular hours per ${span}, 0 to ${maxHours}`, span === 'week' ? '40' : '160'),
  overtime_multiplier: p.decimal().describe('Overtime rate as a multiple of the hourly wage, 1 to 10 (default 1.5)', '1.5'),
  overtime_hours: p
    .decimal()
    .required()
    .describe(`Overtime hours per ${span}, 0 to ${maxHours}; regular + overtime at most ${maxHours}`, span === 'week' ? '6' : '20'),
  ...OutputParams,
});

const OvertimeWeekParams = overtimeParams('week', 168);
const OvertimeMonthParams = overtimeParams('month', 744);

const hoursAt = (what: string, example: string) =>
  p.decimal().describe(`Hours paid at ${what}, 0 or more (default 0); all hours together at most 8784`, example);

const TimeHalfParams = {
  standard_rate: amount('Standard pay per hour', '18').required(),
  regular_hours: p.decimal().required().describe('Hours paid at the standard rate, 0 to 8784', '40'),
  hours_time_half: hoursAt('time and a half (1.5 × the standard rate)', '5'),
  hours_double: hoursAt('double time (2 ×)', '3'),
  hours_triple: hoursAt('triple time (3 ×)', '1'),
  ...OutputParams,
};

const OVERTIME_RULES =
  'regular pay = hourly_wage × regular_hours; overtime_pay_per_hour = hourly_wage × overtime_multiplier (default ' +
  '1.5); overtime pay = that exact rate × overtime_hours, rounded half-up to the cent (the shown hourly rate is ' +
  'rounded on its own); the total is the sum of the two rounded pays, so the figures always add up.';

@ApiTags('calculators')
@Controller('calculators')
export class OvertimeController {
  @Endpoint('/overtime-week', {
    summary: 'Weekly pay with overtime',
    description: OVERTIME_RULES + ' Hours are per week: 168 at most together.',
    params: OvertimeWeekParams,
    example: calculateOvertimeWeek({ hourly_wage: '22', regular_hours: '40', overtime_hours: '6' }),
  })
  overtimeWeek(@Params() q: ParamsOf<typeof OvertimeWeekParams>): OvertimeWeekResult {
    return calculateOvertimeWeek({
      hourly_wage: q.hourly_wage,
      regular_hours: q.regular_hours,
      overtime_multiplier: q.overtime_multiplier,
      overtime_hours: q.overtime_hours,
      ...outputOptions(q),
    });
  }

  @Endpoint('/overtime-month', {
    summary: 'Monthly pay with overtime',
    description: OVERTIME_RULES + ' Hours are per month: 744 (31 × 24) at most together.',
    params: OvertimeMonthParams,
    example: calculateOvertimeMonth({ hourly_wage: '22', regular_hours: '160', overtime_hours: '20' }),
  })
  overtimeMonth(@Params() q: ParamsOf<typeof OvertimeMonthParams>): OvertimeMonthResult {
    return calculateOvertimeMonth({
      hourly_wage: q.hourly_wage,
      regular_hours: q.regular_hours,
      overtime_multiplier: q.overtime_multiplier,
      overtime_hours: q.overtime_hours,
      ...outputOptions(q),
    });
  }

  @Endpoint('/time-half', {
    summary: 'Pay at the standard rate, time and a half, double and triple time',
    description:
      'Rates: time_half = 1.5 ×, double = 2 × and triple = 3 × the standard rate. Each total is its rate × its ' +
      'hours, rounded half-up to the cent; total_amount_earned is the sum of the rounded totals.',
    params: TimeHalfParams,
    example: calculateTimeHalf({ standard_rate: '18', regular_hours: '40', hours_time_half: '5', hours_double: '3', hours_triple: '1' }),
  })
  timeHalf(@Params() q: ParamsOf<typeof TimeHalfParams>): TimeHalfResult {
    return calculateTimeHalf({
      standard_rate: q.standard_rate,
      regular_hours: q.regular_hours,
      hours_time_half: q.hours_time_half,
      hours_double: q.hours_double,
      hours_triple: q.hours_triple,
      ...outputOptions(q),
    });
  }
}
