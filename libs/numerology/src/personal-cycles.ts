import { CalendarDate, formatIsoDate } from './calendar';
import { TextFamily } from './content/families';
import { IntegerInput } from './params';
import { parseIsoDate, parseMonthDay, parseYear } from './parse-date';
import { NumberReading, buildReading } from './reading';
import { Reduction, digitSum, isMaster, reduceNumber } from './reduce';
import { KeyedText, TextCatalog, textFor } from './texts';

/**
 * Short cycles (conventions §3): personal year, month and day are single digits (Decoz reduces short cycles);
 * a master number met on the way down is reported as `master_form` with its own text.
 */
export interface CycleReading extends NumberReading {
  master_form: number | null;
  master_form_text: KeyedText | null;
}

export interface CycleCalculation extends Reduction {
  trail: string;
}

function masterFormOf(reduction: Reduction): number | null {
  return reduction.chain.find((value) => isMaster(value)) ?? null;
}

function cycleReading(calc: CycleCalculation, method: string, family: TextFamily, texts: TextCatalog): CycleReading {
  const masterForm = masterFormOf(calc);
  return {
    ...buildReading({ number: calc.value, chain: calc.chain, calculation: calc.trail, method, family }, texts),
    master_form: masterForm,
    master_form_text: masterForm === null ? null : textFor(texts, family, masterForm),
  };
}

/** root(birth month + birth day + digit sum of the year): (1992, 7, 16) → 7 + 16 + 21 = 44 → 8. */
export function personalYearCalc(birthMonth: number, birthDay: number, year: number): CycleCalculation {
  const yearSum = digitSum(year);
  const reduction = reduceNumber(birthMonth + birthDay + yearSum, 'single_digit');
  return {
    ...reduction,
    trail: `month ${birthMonth} + day ${birthDay} + year ${year} (${Array.from(String(year)).join('+')} = ${yearSum}) = ` +
      reduction.chain.join(' → '),
  };
}

/** root(personal year + calendar month). */
export function personalMonthCalc(birthMonth: number, birthDay: number, target: CalendarDate): CycleCalculation & { personalYear: CycleCalculation } {
  const personalYear = personalYearCalc(birthMonth, birthDay, target.year);
  const reduction = reduceNumber(personalYear.value + target.month, 'single_digit');
  return {
    ...reduction,
    personalYear,
    trail: `personal year: ${personalYear.trail}; personal year ${personalYear.value} + month ${target.month} = ${reduction.chain.join(' → ')}`,
  };
}

/** root(personal month + calendar day). */
export function personalDayCalc(birthMonth: number, birthDay: number, target: CalendarDate): CycleCalculation {
  const personalMonth = personalMonthCalc(birthMonth, birthDay, target);
  const reduction = reduceNumber(personalMonth.value + target.day, 'single_digit');
  return {
    ...reduction,
    trail: `${personalMonth.trail}; personal month ${personalMonth.value} + day ${target.day} = ${reduction.chain.join(' → ')}`,
  };
}

/** Universal day: root of all digits of the date (2024-01-01 → 2+0+2+4+0+1+0+1 = 10 → 1). */
export function universalDayCalc(date: CalendarDate): CycleCalculation {
  const digits = Array.from(formatIsoDate(date).replaceAll('-', ''), Number);
  const reduction = reduceNumber(digits.reduce((acc, digit) => acc + digit, 0), 'single_digit');
  return { ...reduction, trail: `${digits.join(' + ')} = ${reduction.chain.join(' → ')}` };
}

export interface PersonalYearInput {
  prediction_year: IntegerInput;
  birth_month: IntegerInput;
  birth_day: IntegerInput;
}

export interface PersonalYearResult extends CycleReading {
  personal_year_number: number;
  summary: string;
  prediction_year: number;
}

/** /personal_year: month/day checked against a leap year so 29 February birthdays work in every year. */
export function personalYear(input: PersonalYearInput, texts: TextCatalog): PersonalYearResult {
  const year = parseYear(input.prediction_year, 'prediction_year');
  const { month, day } = parseMonthDay({ month: input.birth_month, day: input.birth_day }, { month: 'birth_month', day: 'birth_day' });
  const reading = cycleReading(personalYearCalc(month, day, year), 'personal_year', 'personal_year', texts);
  return { personal_year_number: reading.number, summary: reading.meaning, ...reading, prediction_year: year };
}

/** Inputs of the time-based endpoints: `target_date` is resolved by the caller (HTTP: target_date or tz, UTC). */
export interface PersonalDateInput {
  dob: string;
  target_date: string;
}

export interface PersonalMonthResult extends CycleReading {
  personal_month_number: number;
  personal_year_number: number;
  dob: string;
  date_used: string;
}

/** /personal-month: any day of the wanted month as target_date. */
export function personalMonth(input: PersonalDateInput, texts: TextCatalog): PersonalMonthResult {
  const dob = parseIsoDate(input.dob, 'dob');
  const target = parseIsoDate(input.target_date, 'target_date');
  const calc = personalMonthCalc(dob.month, dob.day, target);
  const reading = cycleReading(calc, 'personal_month', 'personal_month', texts);
  return {
    personal_month_number: reading.number,
    personal_year_number: calc.personalYear.value,
    ...reading,
    dob: formatIsoDate(dob),
    date_used: formatIsoDate(target),
  };
}

export interface PersonalDayResult extends CycleReading {
  personal_day_number: number;
  dob: string;
  date_used: string;
}

export function personalDayOf(dob: CalendarDate, target: CalendarDate, texts: TextCatalog): PersonalDayResult {
  const reading = cycleReading(personalDayCalc(dob.month, dob.day, target), 'personal_day', 'personal_day', texts);
  return { personal_day_number: reading.number, ...reading, dob: formatIsoDate(dob), date_used: formatIsoDate(target) };
}

/** /personal-day. */
export function personalDay(input: PersonalDateInput, texts: TextCatalog): PersonalDayResult {
  return personalDayOf(parseIsoDate(input.dob, 'dob'), parseIsoDate(input.target_date, 'target_date'), texts);
}

export interface DateMeaningInput {
  date: string;
}

export interface DateMeaningResult extends CycleReading {
  date: string;
  universal_day_number: number;
}

/** /date-meaning: the universal day of a date, a single digit; a master met on the way is `master_form`. */
export function dateMeaning(input: DateMeaningInput, texts: TextCatalog): DateMeaningResult {
  const date = parseIsoDate(input.date, 'date');
  const reading = cycleReading(universalDayCalc(date), 'universal_day_all_digits', 'universal_day', texts);
  return { date: formatIsoDate(date), universal_day_number: reading.number, ...reading };
}
