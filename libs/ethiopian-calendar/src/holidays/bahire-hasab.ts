import { mod, floorDiv, weekdayOfJdn } from '../calendar/day-number';
import {
  AMETE_ALEM_OFFSET,
  EthiopianDate,
  ethiopianToJdn,
  jdnToEthiopianDate,
  requireEthiopianYear,
} from '../calendar/ethiopian-calendar';
import { formatIsoDate, jdnToGregorianDate } from '../calendar/gregorian-calendar';
import { invalidParameter } from '../../../platform/src/problems/invalid-parameter.error';
import { MOVABLE_FEASTS } from './movable-feasts';
import { WEEKDAYS_AM, WEEKDAYS_EN } from './weekday-names';

/**
 * Bahire Hasab, the computus of the Ethiopian Orthodox Church: from the year alone it finds the weekday of
 * New Year, the epact (Abekte) and the date of the Fast of Nineveh, from which every movable feast follows.
 * Pure integer arithmetic on the Amete Alem year; the result equals Orthodox (Julian) Easter.
 */

/** Last year whose feasts all fall on or before 9999-12-31 (Gregorian). */
export const MAX_COMPUTUS_YEAR = 9991;

const EVANGELISTS: Record<number, { name: string; name_am: string }> = {
  1: { name: 'Matthew', name_am: 'ማቴዎስ' },
  2: { name: 'Mark', name_am: 'ማርቆስ' },
  3: { name: 'Luke', name_am: 'ሉቃስ' },
  0: { name: 'John', name_am: 'ዮሐንስ' },
};

/**
 * Tewsak: days added to the date of Beale Metqe, by its weekday (Sunday first), so that the Fast of
 * Nineveh four months later starts on a Monday: Sunday 7, Monday 6, ..., Friday 2, Saturday 8.
 */
export const TEWSAK_BY_WEEKDAY: readonly number[] = [7, 6, 5, 4, 3, 2, 8];

export interface DatedDay {
  ethiopian_date: EthiopianDate;
  gregorian_date: string;
  day_of_week: string;
}

export interface DatedFeast extends DatedDay {
  key: string;
  name: string;
  name_am: string;
  offset_from_nenewe: number;
}

export interface BahireHasabResult {
  ethiopian_year: number;
  /** Year of the world: Amete Mihret year + 5500. */
  amete_alem: number;
  /** The evangelist of the year, by Amete Alem mod 4 (1 Matthew, 2 Mark, 3 Luke, 0 John; Luke years are leap years). */
  evangelist: { name: string; name_am: string; remainder: number };
  /** Rabiet: Amete Alem div 4, the leap days so far. */
  rabiet: number;
  /** Tinte Qemer: (Amete Alem + Rabiet) mod 7 gives the weekday of Meskerem 1 (0 = Monday ... 6 = Sunday). */
  tinte_qemer: { remainder: number; weekday: string; weekday_am: string };
  new_year: DatedDay;
  /** Wenber: (Amete Alem - 1) mod 19, the year's place in the 19-year lunar cycle. */
  wenber: number;
  /** Abekte (epact): (Wenber x 11) mod 30. */
  abekte: number;
  /** Metqe: (Wenber x 19) mod 30; Abekte + Metqe = 30 (0 is read as 30). */
  metqe: number;
  /** Beale Metqe: Meskerem {metqe} when metqe > 14, otherwise Tikimt {metqe}. */
  beale_metqe: DatedDay;
  /** Tewsak of Beale Metqe's weekday. */
  tewsak: number;
  /** Mebaja Hamer: Metqe + Tewsak (less 30 when above 30), the day of the month of Nenewe. */
  mebaja_hamer: number;
  nenewe: DatedDay;
  movable_feasts: DatedFeast[];
}

/** The numbers of the computus, before any dates are formatted (shared with the holiday list). */
export interface Computus {
  year: number;
  ameteAlem: number;
  evangelistRemainder: number;
  rabiet: number;
  tinteQemer: number;
  wenber: number;
  abekte: number;
  metqe: number;
  bealeMetqe: EthiopianDate;
  tewsak: number;
  mebajaHamer: number;
  /** Nenewe by the traditional month rule (Tir or Yekatit, the following month when past 30). */
  nenewe: EthiopianDate;
  neneweJdn: number;
}

/** The computus for any year (no range check; years <= 0 work too, Amete Alem stays positive). */
export function computus(year: number): Computus {
  const ameteAlem = year + AMETE_ALEM_OFFSET;
  const rabiet = floorDiv(ameteAlem, 4);
  const wenber = mod(ameteAlem - 1, 19);
  const abekte = mod(wenber * 11, 30);
  const metqe = mod(wenber * 19, 30);
  const metqeDay = metqe === 0 ? 30 : metqe;
  const bealeMetqe = { year, month: metqeDay > 14 ? 1 : 2, day: metqeDay };
  const tewsak = TEWSAK_BY_WEEKDAY[weekdayOfJdn(ethiopianToJdn(year, bealeMetqe.month, bealeMetqe.day))];
  const sum = metqeDay + tewsak;
  const mebajaHamer = sum > 30 ? sum - 30 : sum;
  // Four months after Beale Metqe: Meskerem -> Tir, Tikimt -> Yekatit; one month more when the sum passes 30.
  const nenewe = { year, month: bealeMetqe.month + 4 + (sum > 30 ? 1 : 0), day: mebajaHamer };
  return {
    year,
    ameteAlem,
    evangelistRemainder: mod(ameteAlem, 4),
    rabiet,
    tinteQemer: mod(ameteAlem + rabiet, 7),
    wenber,
    abekte,
    metqe,
    bealeMetqe,
    tewsak,
    mebajaHamer,
    nenewe,
    neneweJdn: ethiopianToJdn(nenewe.year, nenewe.month, nenewe.day),
  };
}

function dated(jdn: number): DatedDay {
  return {
    ethiopian_date: jdnToEthiopianDate(jdn),
    gregorian_date: formatIsoDate(jdnToGregorianDate(jdn)),
    day_of_week: WEEKDAYS_EN[weekdayOfJdn(jdn)],
  };
}

export function requireComputusYear(parameter: string, year: number): number {
  requireEthiopianYear(parameter, year);
  if (year > MAX_COMPUTUS_YEAR) {
    throw invalidParameter(
      parameter,
      `${parameter} must be at most ${MAX_COMPUTUS_YEAR}: the feasts of later years fall after 9999-12-31; got ${year}`,
    );
  }
  return year;
}

/** `/bahire-hasab`: the computus of an Ethiopian year (1..9991) with every movable feast dated. */
export function bahireHasab(year: number): BahireHasabResult {
  requireComputusYear('year', year);
  const c = computus(year);
  // Tinte Qemer counts from Monday; JavaScript weekdays count from Sunday.
  const newYearWeekday = mod(c.tinteQemer + 1, 7);
  return {
    ethiopian_year: year,
    amete_alem: c.ameteAlem,
    evangelist: { ...EVANGELISTS[c.evangelistRemainder], remainder: c.evangelistRemainder },
    rabiet: c.rabiet,
    tinte_qemer: { remainder: c.tinteQemer, weekday: WEEKDAYS_EN[newYearWeekday], weekday_am: WEEKDAYS_AM[newYearWeekday] },
    new_year: dated(ethiopianToJdn(year, 1, 1)),
    wenber: c.wenber,
    abekte: c.abekte,
    metqe: c.metqe,
    beale_metqe: dated(ethiopianToJdn(year, c.bealeMetqe.month, c.bealeMetqe.day)),
    tewsak: c.tewsak,
    mebaja_hamer: c.mebajaHamer,
    nenewe: dated(c.neneweJdn),
    movable_feasts: MOVABLE_FEASTS.map((feast) => ({
      key: feast.key,
      name: feast.name,
      name_am: feast.name_am,
      offset_from_nenewe: feast.offset_from_nenewe,
      ...dated(c.neneweJdn + feast.offset_from_nenewe),
    })),
  };
}
