import { invalidParameter } from '../../../platform/src/problems/invalid-parameter.error';

/** The pay periods of /salary, as the spec names them. */
export const PAY_PERIODS = ['hour', 'day', 'week', 'bi-week', 'semi-month', 'month', 'quarter', 'annual'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

/** Case, hyphens, underscores and spaces are ignored; the adjective forms (hourly, bi-weekly...) are accepted. */
const ALIASES: Record<string, PayPeriod> = {
  hour: 'hour',
  hourly: 'hour',
  day: 'day',
  daily: 'day',
  week: 'week',
  weekly: 'week',
  biweek: 'bi-week',
  biweekly: 'bi-week',
  fortnight: 'bi-week',
  fortnightly: 'bi-week',
  semimonth: 'semi-month',
  semimonthly: 'semi-month',
  month: 'month',
  monthly: 'month',
  quarter: 'quarter',
  quarterly: 'quarter',
  annual: 'annual',
  annually: 'annual',
  year: 'annual',
  yearly: 'annual',
};

/** @throws InvalidParameterError on `param` (the name the client used: `period` or `hour`). */
export function parsePayPeriod(param: string, value: unknown): PayPeriod {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    throw invalidParameter(param, `is required: one of ${PAY_PERIODS.join(', ')}`);
  }
  const found = typeof value === 'string' ? ALIASES[value.toLowerCase().replace(/[-_\s]/g, '')] : undefined;
  if (!found) throw invalidParameter(param, `must be one of ${PAY_PERIODS.join(', ')}; got '${String(value)}'`);
  return found;
}
