/** /shift-pay, /shift-pay/custom (pay of shifts with built-in overtime) and /shift-finish-time. */
import { Controller, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  calculateCustomShiftPay,
  calculateShiftFinishTime,
  calculateShiftPay,
  type ShiftFinishTimeResult,
  type ShiftPayResult,
} from '../../../../libs/finance/src/index';
import type { ParamsOf } from '../../../../libs/platform/src/params/param';
import { p } from '../../../../libs/platform/src/params/params';
import { Endpoint } from '../http/endpoint.decorator';
import { Params } from '../http/params.decorator';
import { nameUsed } from './alias-names';
import { amount, outputOptions, OutputParams } from './calculator-params';

const wageParams = {
  hourly_wage: amount('Pay per regular hour', '20').required(),
  overtime_hourly_wage: amount('Pay per overtime hour (usually 1.5 × the hourly wage)', '30').required(),
};

const ShiftPayParams = {
  ...wageParams,
  hours_worked: p.decimal().required().describe('Regular hours within each 12-hour shift, 0 to 12; the rest of the shift is overtime', '8'),
  work_weeks_per_year: p.int({ min: 1, max: 52 }).required().describe('Weeks worked per year, 1 to 52', 48),
  ...OutputParams,
};

const CustomShiftPayParams = {
  ...wageParams,
  hours_worked: p.decimal().required().describe('Regular hours within each shift, 0 to shift_hours; the rest is overtime', '8'),
  shift_hours: p.decimal().describe('Length of a shift in hours, 1 to 24 (default 12)', '10'),
  work_days_per_week: p
    .int({ min: 1, max: 7 })
    .alias('work_days_per_year')
    .describe('Shifts (days) worked per week, 1 to 7 (default 5)', 4),
  work_weeks_per_year: p.int({ min: 1, max: 52 }).describe('Weeks worked per year, 1 to 52 (default 52)', 50),
  ...OutputParams,
};

const FinishParams = {
  start_time: p
    .string({ maxLength: 20 })
    .required()
    .describe('Start of the shift on a 12-hour clock, h:mm AM or h:mm PM (hour 1-12, minutes 00-59)', '9:30 PM'),
  duration: p.decimal().required().describe('Hours worked, 0 to 168, in whole minutes (7.5 = 7 h 30 min)', '8'),
  break_duration: p.int({ min: 0, max: 1440 }).required().describe('Break in whole minutes, 0 to 1440', 30),
};

const SHIFT_RULES =
  'Per shift: overtime hours = shift length − hours_worked; pay_per_day = hourly_wage × hours_worked + ' +
  'overtime_hourly_wage × overtime hours; pay_per_week = 5 shifts (or work_days_per_week); pay_per_year = ' +
  'pay_per_week × weeks; pay_per_month = pay_per_year / 12; average_pay_per_hour = pay_per_day / shift length. ' +
  'Each figure is computed exactly and rounded half-up to the cent on its own.';

@ApiTags('calculators')
@Controller('calculators')
export class ShiftController {
  @Endpoint('/shift-pay', {
    summary: 'Pay of 12-hour shifts, five a week, with the hours past hours_worked paid as overtime',
    description: SHIFT_RULES,
    params: ShiftPayParams,
    example: calculateShiftPay({ hourly_wage: '20', overtime_hourly_wage: '30', hours_worked: '8', work_weeks_per_year: 48 }),
  })
  shiftPay(@Params() q: ParamsOf<typeof ShiftPayParams>): ShiftPayResult {
    return calculateShiftPay({
      hourly_wage: q.hourly_wage,
      overtime_hourly_wage: q.overtime_hourly_wage,
      hours_worked: q.hours_worked,
      work_weeks_per_year: q.work_weeks_per_year,
      ...outputOptions(q),
    });
  }

  @Endpoint('/shift-pay/custom', {
    summary: 'Shift pay with the shift length, shifts per week and weeks per year chosen',
    description:
      SHIFT_RULES +
      ' Shifts per week are accepted as `work_days_per_week` or, as the spec\'s parameter list names it, ' +
      '`work_days_per_year` (both mean days worked per week; sending both with different values is a 400). With ' +
      'the defaults (12-hour shifts, 5 a week, 52 weeks) the result equals /shift-pay.',
    params: CustomShiftPayParams,
    example: calculateCustomShiftPay({
      hourly_wage: '20',
      overtime_hourly_wage: '30',
      hours_worked: '8',
      shift_hours: '10',
      work_days_per_week: 4,
      work_weeks_per_year: 50,
    }),
  })
  customShiftPay(@Params() q: ParamsOf<typeof CustomShiftPayParams>, @Req() request: FastifyRequest): ShiftPayResult {
    return calculateCustomShiftPay({
      hourly_wage: q.hourly_wage,
      overtime_hourly_wage: q.overtime_hourly_wage,
      hours_worked: q.hours_worked,
      shift_hours: q.shift_hours,
      work_days_per_week: q.work_days_per_week,
      work_days_param: nameUsed(request, 'work_days_per_week', 'work_days_per_year'),
      work_weeks_per_year: q.work_weeks_per_year,
      ...outputOptions(q),
    });
  }

  @Endpoint('/shift-finish-time', {
    summary: 'When a shift ends: start time plus hours worked plus the break',
    description:
      'finish = start_time + duration hours + break_duration minutes, on a 24-hour clock that wraps past midnight ' +
      '(9:30 PM + 8 h + 30 min finishes at 06:00 AM the next day). next_day and days_later (extra fields) say how ' +
      'many midnights were crossed.',
    params: FinishParams,
    example: calculateShiftFinishTime({ start_time: '9:30 PM', duration: '8', break_duration: 30 }),
  })
  finishTime(@Params() q: ParamsOf<typeof FinishParams>): ShiftFinishTimeResult {
    return calculateShiftFinishTime({ start_time: q.start_time, duration: q.duration, break_duration: q.break_duration });
  }
}
