import { InvalidParameterError } from '../../../platform/src/problems/invalid-parameter.error';
import { calendarInfo } from './calendar-info';
import { currentDate } from './current-date';
import { ethiopianMonth } from './ethiopian-month';
import { gregorianMonth } from './gregorian-month';
import { leapYear } from './leap-year';
import { toEthiopian } from './to-ethiopian';
import { toGregorian } from './to-gregorian';

/** The parameters named by the error `run` throws. */
function rejected(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidParameterError) return error.issues.map((i) => i.parameter);
    throw error;
  }
  throw new Error('expected an InvalidParameterError');
}

// 22:30 UTC on 10 September 2024: Pagume 5, 2016 in UTC; already Meskerem 1, 2017 in Addis Ababa (UTC+3).
const EVE_OF_2017 = new Date('2024-09-10T22:30:00Z');

describe('toGregorian', () => {
  it('converts Meskerem 1, 2016 to Tuesday 2023-09-12', () => {
    expect(toGregorian({ year: 2016, month: 1, day: 1 })).toEqual({
      input: { year: 2016, month: 1, day: 1 },
      gregorian_date: '2023-09-12',
      day_of_week: 'Tuesday',
      lang: 'en',
      lang_fallback: false,
    });
    expect(toGregorian({ year: 2016, month: 1, day: 1 }, { lang: 'am' })).toMatchObject({ day_of_week: 'ማክሰኞ', lang: 'am' });
    expect(toGregorian({ year: 2015, month: 13, day: 6 }).gregorian_date).toBe('2023-09-11');
  });

  it('names every bad parameter at once', () => {
    expect(rejected(() => toGregorian({ year: 2016, month: 14, day: 1 }))).toEqual(['month']);
    expect(rejected(() => toGregorian({ year: 2016, month: 2, day: 31 }))).toEqual(['day']);
    expect(rejected(() => toGregorian({ year: 2015, month: 13, day: 7 }))).toEqual(['day']);
    expect(rejected(() => toGregorian({ year: 2016, month: 13, day: 6 }))).toEqual(['day']);
    expect(rejected(() => toGregorian({ year: 0, month: 1, day: 1 }))).toEqual(['year']);
    expect(rejected(() => toGregorian({ year: -3, month: 1, day: 1 }))).toEqual(['year']);
    expect(rejected(() => toGregorian({ year: 2016.5, month: 1, day: 1 }))).toEqual(['year']);
    expect(rejected(() => toGregorian({ year: 2016, month: 1, day: 1 }, { lang: 'xx' }))).toEqual(['lang']);
    expect(rejected(() => toGregorian({ year: 2016, month: 14, day: 1 }, { lang: 'xx' }))).toEqual(['month', 'lang']);
  });
});

describe('toEthiopian', () => {
  it('converts 2024-05-05 to Miyazya 27, 2016, a Sunday', () => {
    expect(toEthiopian('2024-05-05')).toEqual({
      input: '2024-05-05',
      ethiopian_date: { year: 2016, month: 8, day: 27 },
      month_name: 'Miyazya',
      day_of_week: 'Sunday',
      lang: 'en',
      lang_fallback: false,
    });
    expect(toEthiopian('2024-05-05', { lang: 'am' })).toMatchObject({ month_name: 'ሚያዝያ', day_of_week: 'እሑድ' });
  });

  it('answers in English with lang_fallback for a known code without data', () => {
    expect(toEthiopian('2024-09-11', { lang: 'aa' })).toMatchObject({ month_name: 'Meskerem', day_of_week: 'Wednesday', lang: 'en', lang_fallback: true });
  });

  it('covers both ends of the range', () => {
    expect(toEthiopian('0001-01-01').ethiopian_date).toEqual({ year: -7, month: 5, day: 8 });
    expect(toEthiopian('9999-12-31').ethiopian_date).toEqual({ year: 9992, month: 2, day: 21 });
  });

  it.each(['2023-02-29', '2023-13-01', '2023-00-10', '0000-12-31', '10000-01-01', '2023/01/01', '2023-1-1', 'today', ''])(
    'rejects %j naming date',
    (date) => {
      expect(rejected(() => toEthiopian(date))).toEqual(['date']);
    },
  );
});

describe('currentDate', () => {
  it('takes today from the zone and the given instant', () => {
    expect(currentDate(EVE_OF_2017, { tz: 'Africa/Addis_Ababa' })).toEqual({
      gregorian_today: '2024-09-11',
      ethiopian_today: { year: 2017, month: 1, day: 1, month_name: 'Meskerem' },
      day_of_week: 'Wednesday',
      // 01:30 in Addis Ababa is 7:30 of the night on the Ethiopian clock.
      ethiopian_time: { hour: 7, minute: 30, period: 'night', period_am: 'ማታ', text: '7:30 night (ማታ 7:30)' },
      tz: 'Africa/Addis_Ababa',
      lang: 'en',
      lang_fallback: false,
    });
    expect(currentDate(EVE_OF_2017)).toMatchObject({
      gregorian_today: '2024-09-10',
      ethiopian_today: { year: 2016, month: 13, day: 5, month_name: 'Pagume' },
      day_of_week: 'Tuesday',
      tz: 'UTC',
    });
  });

  it('rejects a bad tz and lang together', () => {
    expect(rejected(() => currentDate(EVE_OF_2017, { tz: 'Moon/Crater', lang: 'qq' }))).toEqual(['tz', 'lang']);
  });
});

describe('leapYear', () => {
  it('applies year mod 4 = 3 and explains it', () => {
    const leap = leapYear(2015);
    expect(leap).toMatchObject({ year: 2015, is_leap: true });
    expect(leap.explanation).toMatch(/2015 mod 4 = 3/);
    expect(leap.explanation).toMatch(/Pagume has 6 days/);
    expect(leap.explanation).toMatch(/2023-09-11/);
    const common = leapYear(2016);
    expect(common).toMatchObject({ year: 2016, is_leap: false });
    expect(common.explanation).toMatch(/2016 mod 4 = 0/);
    expect(common.explanation).toMatch(/Pagume has 5 days/);
    expect(common.explanation).toMatch(/next leap year is 2019/);
    expect([2011, 2019, 2023, 3].map((y) => leapYear(y).is_leap)).toEqual([true, true, true, true]);
    expect([2012, 2092, 2100, 1].map((y) => leapYear(y).is_leap)).toEqual([false, false, false, false]);
  });

  it('rejects year 0, negative and fractional years', () => {
    for (const year of [0, -4, 1.5, Number.NaN]) expect(rejected(() => leapYear(year))).toEqual(['year']);
  });
});

describe('calendarInfo', () => {
  it('describes the current Ethiopian year, with a 7 or 8 year gap depending on the date', () => {
    const march = calendarInfo(new Date('2025-03-15T12:00:00Z'));
    expect(march).toMatchObject({ year: 2017, is_leap: false, difference_from_gregorian_years: 8, starts_on: '2024-09-11', ends_on: '2025-09-10' });
    expect(march.months).toHaveLength(13);
    expect(march.months.slice(0, 12).every((m) => m.days === 30)).toBe(true);
    expect(march.months[12]).toEqual({ name: 'Pagume', days: 5 });
    expect(march.months[0].name).toBe('Meskerem');
    expect(march.description).toMatch(/7 years from Meskerem 1 to 31 December and 8 years from 1 January/);
    expect(calendarInfo(new Date('2024-10-01T12:00:00Z')).difference_from_gregorian_years).toBe(7);
    expect(calendarInfo(new Date('2024-12-31T12:00:00Z')).difference_from_gregorian_years).toBe(7);
    expect(calendarInfo(new Date('2025-01-01T12:00:00Z')).difference_from_gregorian_years).toBe(8);
  });

  it('lets tz decide the year on New Year\'s eve', () => {
    expect(calendarInfo(EVE_OF_2017)).toMatchObject({ year: 2016, difference_from_gregorian_years: 8 });
    expect(calendarInfo(EVE_OF_2017, { tz: 'Africa/Addis_Ababa' })).toMatchObject({ year: 2017, difference_from_gregorian_years: 7 });
  });

  it('gives a leap year a 6-day Pagume and names months in the language', () => {
    const info = calendarInfo(new Date('2023-06-01T00:00:00Z'), { lang: 'am' });
    expect(info).toMatchObject({ year: 2015, is_leap: true, lang: 'am' });
    expect(info.months[12].days).toBe(6);
    expect(info.months[0].name).toBe('መስከረም');
  });
});

describe('ethiopianMonth', () => {
  it('lists Pagume 2015 (6 days) with Gregorian dates and weekdays', () => {
    const pagume = ethiopianMonth(2015, 13);
    expect(pagume).toMatchObject({ ethiopian_year: 2015, ethiopian_month: 13, month_name: 'Pagume', today: null, tz: 'UTC' });
    expect(pagume.days.map((d) => d.gregorian_date)).toEqual(['2023-09-06', '2023-09-07', '2023-09-08', '2023-09-09', '2023-09-10', '2023-09-11']);
    expect(pagume.days[5]).toEqual({ ethiopian_day: 6, gregorian_date: '2023-09-11', day_of_week: 'Monday', is_today: false });
    expect(ethiopianMonth(2016, 13).days).toHaveLength(5);
    expect(ethiopianMonth(2016, 1).days).toHaveLength(30);
  });

  it('marks today in the given zone; the dates themselves do not move', () => {
    const addis = ethiopianMonth(2017, 1, { tz: 'Africa/Addis_Ababa', now: EVE_OF_2017 });
    expect(addis.today).toBe('2024-09-11');
    expect(addis.days.filter((d) => d.is_today).map((d) => d.ethiopian_day)).toEqual([1]);
    expect(addis.days[0].gregorian_date).toBe('2024-09-11');
    const utc = ethiopianMonth(2017, 1, { now: EVE_OF_2017 });
    expect(utc.days.some((d) => d.is_today)).toBe(false);
    expect(utc.days[0].gregorian_date).toBe('2024-09-11');
    expect(ethiopianMonth(2016, 13, { now: EVE_OF_2017 }).days.filter((d) => d.is_today).map((d) => d.ethiopian_day)).toEqual([5]);
  });

  it('rejects bad months, years, zones and languages, and months past 9999-12-31', () => {
    expect(rejected(() => ethiopianMonth(2016, 14))).toEqual(['month']);
    expect(rejected(() => ethiopianMonth(0, 1))).toEqual(['year']);
    expect(rejected(() => ethiopianMonth(2016, 1, { tz: 'Nowhere' }))).toEqual(['tz']);
    expect(rejected(() => ethiopianMonth(2016, 1, { lang: 'xyz' }))).toEqual(['lang']);
    expect(rejected(() => ethiopianMonth(9992, 2))).toEqual(['month']);
    expect(ethiopianMonth(9992, 1).days[29].gregorian_date).toBe('9999-12-10');
  });
});

describe('gregorianMonth', () => {
  it('gives each day of February 2024 its Ethiopian date', () => {
    const february = gregorianMonth(2024, 2, { lang: 'fr' });
    expect(february).toMatchObject({ gregorian_year: 2024, gregorian_month: 2, month_name: 'février', lang: 'fr' });
    expect(february.days).toHaveLength(29);
    expect(february.days[28]).toEqual({
      gregorian_date: '2024-02-29',
      day_of_week: 'jeudi',
      ethiopian_date: { year: 2016, month: 6, day: 21 },
      ethiopian_month_name: 'yäkatit',
      is_today: false,
    });
    expect(gregorianMonth(2023, 2).days).toHaveLength(28);
    expect(gregorianMonth(2100, 2).days).toHaveLength(28);
    expect(gregorianMonth(2024, 1, { lang: 'ja' }).month_name).toBe('1月');
  });

  it('spans New Year: September 2023 holds Pagume 2015 and Meskerem 2016', () => {
    const september = gregorianMonth(2023, 9);
    expect(september.month_name).toBe('September');
    expect(september.days[10]).toMatchObject({ gregorian_date: '2023-09-11', ethiopian_date: { year: 2015, month: 13, day: 6 }, ethiopian_month_name: 'Pagume' });
    expect(september.days[11]).toMatchObject({ gregorian_date: '2023-09-12', ethiopian_date: { year: 2016, month: 1, day: 1 }, ethiopian_month_name: 'Meskerem' });
  });

  it('covers the ends of the range and marks today', () => {
    expect(gregorianMonth(1, 1).days[0].ethiopian_date).toEqual({ year: -7, month: 5, day: 8 });
    expect(gregorianMonth(9999, 12).days[30].ethiopian_date).toEqual({ year: 9992, month: 2, day: 21 });
    const sept = gregorianMonth(2024, 9, { tz: 'Africa/Addis_Ababa', now: EVE_OF_2017 });
    expect(sept.days.filter((d) => d.is_today).map((d) => d.gregorian_date)).toEqual(['2024-09-11']);
  });

  it('rejects Gregorian month 13 and years outside 1..9999', () => {
    expect(rejected(() => gregorianMonth(2024, 13))).toEqual(['month']);
    expect(rejected(() => gregorianMonth(0, 1))).toEqual(['year']);
    expect(rejected(() => gregorianMonth(10000, 1))).toEqual(['year']);
    expect(rejected(() => gregorianMonth(2024, 0, { tz: 'X/Y', lang: 'zz' }))).toEqual(['month', 'tz', 'lang']);
  });
});
