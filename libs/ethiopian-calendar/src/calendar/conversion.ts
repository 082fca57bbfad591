import { invalidParameter } from '../../../platform/src/problems/invalid-parameter.error';
import { weekdayOfJdn } from './day-number';
import {
  EthiopianDate,
  ethiopianDateToJdn,
  jdnToEthiopianDate,
  validateEthiopianDate,
} from './ethiopian-calendar';
import {
  GregorianDate,
  gregorianDateToJdn,
  jdnToGregorianDate,
  validateGregorianDate,
} from './gregorian-calendar';
import { MAX_JDN } from './supported-range';

/** One day seen in both calendars. */
export interface DualDate {
  jdn: number;
  ethiopian: EthiopianDate;
  gregorian: GregorianDate;
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
}

export function dualDateFromJdn(jdn: number): DualDate {
  return {
    jdn,
    ethiopian: jdnToEthiopianDate(jdn),
    gregorian: jdnToGregorianDate(jdn),
    weekday: weekdayOfJdn(jdn),
  };
}

/** Ethiopian date (validated; year >= 1) to Gregorian. Dates after 9999-12-31 are rejected. */
export function ethiopianToGregorian(date: EthiopianDate): DualDate {
  validateEthiopianDate(date);
  const jdn = ethiopianDateToJdn(date);
  if (jdn > MAX_JDN) {
    const last = jdnToEthiopianDate(MAX_JDN);
    throw invalidParameter(
      'year',
      `${date.year}-${date.month}-${date.day} falls after 9999-12-31 (Gregorian), the last supported day, ` +
        `which is ${last.year}-${last.month}-${last.day} in the Ethiopian calendar`,
    );
  }
  return dualDateFromJdn(jdn);
}

/**
 * Gregorian date (validated; 0001-01-01..9999-12-31) to Ethiopian. Days before Meskerem 1 of year 1
 * (0008-08-27) get proleptic years 0, -1, ... -7, as in ICU's extended year (Amete Alem = year + 5500).
 */
export function gregorianToEthiopian(date: GregorianDate, parameter = 'date'): DualDate {
  validateGregorianDate(parameter, date);
  return dualDateFromJdn(gregorianDateToJdn(date));
}
