import { invalidParameter } from '../../../platform/src/problems/invalid-parameter.error';
import { addDays, addMonths, type CalendarDate } from '../dates/calendar-date';

/** How often a payment falls due. `accelerated-bi-weekly` pays half the monthly payment every two weeks. */
export type PaymentFrequency = 'monthly' | 'semi-monthly' | 'bi-weekly' | 'weekly' | 'accelerated-bi-weekly';

export const PAYMENT_FREQUENCIES: readonly PaymentFrequency[] = [
  'monthly',
  'semi-monthly',
  'bi-weekly',
  'weekly',
  'accelerated-bi-weekly',
];

const PERIODS_PER_YEAR: Record<PaymentFrequency, number> = {
  monthly: 12,
  'semi-monthly': 24,
  'bi-weekly': 26,
  weekly: 52,
  'accelerated-bi-weekly': 26,
};

export function periodsPerYear(frequency: PaymentFrequency): number {
  return PERIODS_PER_YEAR[frequency];
}

/** Case, hyphens, underscores and spaces are ignored: `Bi-Weekly`, `biweekly`, `bi_weekly` are one value. */
const ALIASES: Record<string, PaymentFrequency> = {
  monthly: 'monthly',
  semimonthly: 'semi-monthly',
  biweekly: 'bi-weekly',
  fortnightly: 'bi-weekly',
  weekly: 'weekly',
  acceleratedbiweekly: 'accelerated-bi-weekly',
};

/** @throws InvalidParameterError on `param` for an unknown value. */
export function parsePaymentFrequency(param: string, value: string | undefined | null): PaymentFrequency {
  if (value === undefined || value === null || value.trim() === '') return 'monthly';
  const found = ALIASES[value.toLowerCase().replace(/[-_\s]/g, '')];
  if (!found) {
    throw invalidParameter(param, `must be one of ${PAYMENT_FREQUENCIES.join(', ')}; got '${value}'`);
  }
  return found;
}

/**
 * Due date of payment `period` (1-based) for a loan that starts on `start`: the first payment falls one period
 * after the start. Monthly: same day of month, clamped to short months; semi-monthly: the start day of each month
 * and 15 days after it; (accelerated) bi-weekly and weekly: every 14 or 7 days.
 */
export function paymentDate(start: CalendarDate, frequency: PaymentFrequency, period: number): CalendarDate {
  switch (frequency) {
    case 'monthly':
      return addMonths(start, period);
    case 'semi-monthly': {
      const anchor = addMonths(start, Math.floor(period / 2));
      return period % 2 === 0 ? anchor : addDays(anchor, 15);
    }
    case 'weekly':
      return addDays(start, 7 * period);
    default:
      return addDays(start, 14 * period);
  }
}
