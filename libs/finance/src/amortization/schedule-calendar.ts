import { formatCalendarDate, type CalendarDate } from '../dates/calendar-date';
import type { AmortizationRow } from './amortize';
import { paymentDate, periodsPerYear, type PaymentFrequency } from './payment-frequency';

/** How a schedule's rows map to dates and years. */
export interface ScheduleCalendar {
  /** Due date (YYYY-MM-DD) of a payment number, when the loan has a start date. */
  readonly dateOf: ((period: number) => string) | undefined;
  /** Year a row is counted in: its calendar year when dated, else the loan year (1, 2, ...). */
  readonly yearOf: (row: AmortizationRow) => number;
}

export function scheduleCalendar(start: CalendarDate | undefined, frequency: PaymentFrequency): ScheduleCalendar {
  if (!start) {
    const perYear = periodsPerYear(frequency);
    return { dateOf: undefined, yearOf: (row) => Math.ceil(row.period / perYear) };
  }
  const cache = new Map<number, CalendarDate>();
  const due = (period: number): CalendarDate => {
    let d = cache.get(period);
    if (!d) {
      d = paymentDate(start, frequency, period);
      cache.set(period, d);
    }
    return d;
  };
  return { dateOf: (period) => formatCalendarDate(due(period)), yearOf: (row) => due(row.period).year };
}
