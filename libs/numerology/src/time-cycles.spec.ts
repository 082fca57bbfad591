import { fnv1a32, personalDayAffirmations } from './affirmations';
import { addDays, formatIsoDate, weekdayName } from './calendar';
import { luckyDaysCalendar } from './lucky-days-calendar';
import { dateMeaning, personalDay, personalMonth, personalYear } from './personal-cycles';
import { stubTexts, thrown } from './testing/stub-texts';

describe('personalYear', () => {
  it('(1992, 7, 16) → 7 + 16 + 21 = 44 → 8 (marketplace example)', () => {
    const result = personalYear({ prediction_year: 1992, birth_month: 7, birth_day: 16 }, stubTexts);
    expect(result.personal_year_number).toBe(8);
    expect(result.calculation).toBe('month 7 + day 16 + year 1992 (1+9+9+2 = 21) = 44 → 8');
    expect(result.master_form).toBeNull();
    expect(result.summary).toBe('meaning personal_year/8');
  });

  it('29 February birthdays work in common years; a master on the way is reported, not kept', () => {
    // 2 + 29 + (2+0+2+3 = 7) = 38 → 11 → 2.
    const result = personalYear({ prediction_year: 2023, birth_month: 2, birth_day: 29 }, stubTexts);
    expect(result.personal_year_number).toBe(2);
    expect(result.master_number).toBe(false);
    expect(result.master_form).toBe(11);
    expect(result.master_form_text?.text_key).toBe('11');
  });

  it('rejects 30 February and a year out of range', () => {
    expect(thrown(() => personalYear({ prediction_year: 2024, birth_month: 2, birth_day: 30 }, stubTexts)).issues?.[0].parameter).toBe('birth_day');
    expect(thrown(() => personalYear({ prediction_year: 0, birth_month: 1, birth_day: 1 }, stubTexts)).issues?.[0].parameter).toBe('prediction_year');
  });
});

describe('personalMonth and personalDay', () => {
  // dob 1992-07-16, target 2024-03-15: personal year 7 + 16 + (2+0+2+4 = 8) = 31 → 4;
  // personal month 4 + 3 = 7; personal day 7 + 15 = 22 → 4 (master form 22).
  it('personal month 7 for March 2024', () => {
    const result = personalMonth({ dob: '1992-07-16', target_date: '2024-03-15' }, stubTexts);
    expect(result.personal_month_number).toBe(7);
    expect(result.personal_year_number).toBe(4);
    expect(result.date_used).toBe('2024-03-15');
  });

  it('personal day 4 on 15 March 2024, master form 22', () => {
    const result = personalDay({ dob: '1992-07-16', target_date: '2024-03-15' }, stubTexts);
    expect(result.personal_day_number).toBe(4);
    expect(result.master_form).toBe(22);
    expect(result.date_used).toBe('2024-03-15');
    expect(result.calculation.endsWith('personal month 7 + day 15 = 22 → 4')).toBe(true);
  });

  it('needs an explicit, valid target date', () => {
    expect(thrown(() => personalDay({ dob: '1992-07-16', target_date: '' }, stubTexts)).issues?.[0])
      .toEqual({ parameter: 'target_date', message: 'is required' });
    expect(thrown(() => personalDay({ dob: '1992-02-30', target_date: '2024-01-01' }, stubTexts)).issues?.[0].parameter).toBe('dob');
  });
});

describe('dateMeaning (universal day)', () => {
  it('2024-01-01 → 2+0+2+4+0+1+0+1 = 10 → 1', () => {
    const result = dateMeaning({ date: '2024-01-01' }, stubTexts);
    expect(result.universal_day_number).toBe(1);
    expect(result.calculation).toBe('2 + 0 + 2 + 4 + 0 + 1 + 0 + 1 = 10 → 1');
  });

  it('2024-09-05 → 22 → 4, with master form 22', () => {
    const result = dateMeaning({ date: '2024-09-05' }, stubTexts);
    expect(result.number).toBe(4);
    expect(result.master_form).toBe(22);
  });
});

describe('luckyDaysCalendar', () => {
  // dob 1990-07-14: life path 4 (13 → 4), birth day 14 → 5, so lucky personal days are 4 and 5.
  // Personal year 2024: 7 + 14 + 8 = 29 → 11 → 2; personal month March: 2 + 3 = 5; personal day = root(5 + day).
  it('marks the days whose personal day is 4 or 5', () => {
    const result = luckyDaysCalendar({ dob: '1990-07-14', start_date: '2024-03-04', weeks: 1 });
    expect(result.lucky_day_numbers).toEqual([4, 5]);
    // 4th: 9, 5th: 10 → 1, 6th: 2, 7th: 3, 8th: 13 → 4, 9th: 14 → 5, 10th: 15 → 6.
    expect(result.calendar[0].days.map((d) => d.personal_day_number)).toEqual([9, 1, 2, 3, 4, 5, 6]);
    expect(result.lucky_days).toEqual(['2024-03-08', '2024-03-09']);
    expect(result.calendar[0].days[0].weekday).toBe('Monday'); // 4 March 2024 was a Monday
  });

  it('defaults to 9 weeks and crosses month ends through 29 February', () => {
    const result = luckyDaysCalendar({ dob: '1990-07-14', start_date: '2024-02-26' });
    expect(result.weeks).toBe(9);
    expect(result.calendar).toHaveLength(9);
    expect(result.calendar[0].days.map((d) => d.date)).toEqual([
      '2024-02-26', '2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01', '2024-03-02', '2024-03-03',
    ]);
    expect(result.calendar[8].end_date).toBe('2024-04-28'); // 26 Feb + 62 days
  });

  it('rejects 0 or more than 12 weeks, and calendars past 9999', () => {
    expect(thrown(() => luckyDaysCalendar({ dob: '1990-07-14', start_date: '2024-01-01', weeks: 0 })).issues?.[0].parameter).toBe('weeks');
    expect(thrown(() => luckyDaysCalendar({ dob: '1990-07-14', start_date: '2024-01-01', weeks: '13' })).issues?.[0].message)
      .toBe('must be between 1 and 12; got 13');
    expect(thrown(() => luckyDaysCalendar({ dob: '1990-07-14', start_date: '2024-01-01', weeks: 'nine' })).code).toBe('invalid_type');
    expect(thrown(() => luckyDaysCalendar({ dob: '1990-07-14', start_date: '9999-12-30', weeks: 1 })).issues?.[0].parameter).toBe('start_date');
  });
});

describe('calendar arithmetic', () => {
  it('agrees with ICU (Intl) on weekdays and day counts', () => {
    for (const iso of ['0001-01-01', '1582-10-15', '1900-03-01', '2000-02-29', '2024-03-04', '9999-12-31']) {
      const [year, month, day] = iso.split('-').map(Number);
      const utc = new Date(0);
      utc.setUTCFullYear(year, month - 1, day);
      const icu = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(utc);
      expect(weekdayName({ year, month, day })).toBe(icu);
    }
    expect(formatIsoDate(addDays({ year: 1999, month: 12, day: 31 }, 1))).toBe('2000-01-01');
    expect(formatIsoDate(addDays({ year: 1900, month: 2, day: 28 }, 1))).toBe('1900-03-01');
  });
});

describe('personalDayAffirmations', () => {
  it('FNV-1a matches its published test vectors', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
  });

  it('picks a stable line for (dob, date) among those of the personal day', () => {
    const input = { dob: '1990-07-14', target_date: '2024-03-08' }; // personal day 4 (see above)
    const result = personalDayAffirmations(input, stubTexts);
    expect(result.personal_day_number).toBe(4);
    const index = fnv1a32('1990-07-14|2024-03-08') % 20;
    expect(result.affirmation_index).toBe(index);
    expect(result.affirmation).toBe(`affirmation 4.${index}`);
    expect(personalDayAffirmations(input, stubTexts).affirmation).toBe(result.affirmation);
  });
});
