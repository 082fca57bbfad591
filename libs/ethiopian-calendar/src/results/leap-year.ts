import { mod } from '../calendar/day-number';
import { ethiopianToJdn, isEthiopianLeapYear, requireEthiopianYear } from '../calendar/ethiopian-calendar';
import { formatIsoDate, jdnToGregorianDate } from '../calendar/gregorian-calendar';
import { isJdnInRange } from '../calendar/supported-range';

export interface LeapYearResult {
  year: number;
  is_leap: boolean;
  explanation: string;
}

const RULE =
  'An Ethiopian year is a leap year when year mod 4 = 3: every fourth year, with no century exception. ' +
  'Its extra day, Pagume 6, falls in the September before a Gregorian year divisible by 4 ' +
  '(a Gregorian leap year, except century years such as 2100).';

/** `/is-leap-year`: whether an Ethiopian year has a 6-day Pagume, with the rule spelled out. */
export function leapYear(year: number): LeapYearResult {
  requireEthiopianYear('year', year);
  const isLeap = isEthiopianLeapYear(year);
  const remainder = mod(year, 4);
  const lastDay = isLeap ? 6 : 5;
  const lastJdn = ethiopianToJdn(year, 13, lastDay);
  const onDate = isJdnInRange(lastJdn) ? ` (${formatIsoDate(jdnToGregorianDate(lastJdn))} Gregorian)` : '';
  const explanation = isLeap
    ? `${year} mod 4 = 3, so ${year} is a leap year: Pagume has 6 days and the year 366, ending on Pagume 6${onDate}. ${RULE}`
    : `${year} mod 4 = ${remainder}, not 3, so ${year} is a common year: Pagume has 5 days and the year 365, ` +
      `ending on Pagume 5${onDate}. The next leap year is ${year + 3 - remainder}. ${RULE}`;
  return { year, is_leap: isLeap, explanation };
}
