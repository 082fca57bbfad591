import { requireInteger } from '../validation';

/**
 * Ethiopian clock: the day is counted in two 12-hour halves starting at sunrise (06:00) and sunset (18:00)
 * local time, so 07:30 is "1:30 of the day" and 00:00 is "6:00 of the night".
 */
export interface EthiopianTime {
  hour: number;
  minute: number;
  period: 'day' | 'night';
  /** ቀን (day) or ማታ (night). */
  period_am: string;
  /** e.g. "1:30 day (ቀን 1:30)". */
  text: string;
}

export function ethiopianTime(hour: number, minute: number): EthiopianTime {
  requireInteger('hour', hour, 0, 23);
  requireInteger('minute', minute, 0, 59);
  const period = hour >= 6 && hour < 18 ? 'day' : 'night';
  const counted = (hour + 6) % 12; // hours since 06:00 or 18:00
  const ethiopianHour = counted === 0 ? 12 : counted;
  const periodAm = period === 'day' ? 'ቀን' : 'ማታ';
  const clock = `${ethiopianHour}:${String(minute).padStart(2, '0')}`;
  return { hour: ethiopianHour, minute, period, period_am: periodAm, text: `${clock} ${period} (${periodAm} ${clock})` };
}
