import { CalendarDate, formatIsoDate } from './calendar';
import { DateComponent, lifePathReduction } from './date-components';
import { IntegerInput } from './params';
import { parseDateParts } from './parse-date';
import { KARMIC_DEBT_NUMBERS } from './reduce';
import { KeyedText, TextCatalog, textFor } from './texts';

export interface KarmicDebtInput {
  year: IntegerInput;
  month: IntegerInput;
  day: IntegerInput;
}

/** A karmic-debt number found at a checkpoint other than the life-path total. */
export interface KarmicCheckpoint {
  source: 'birth_day' | 'year_digit_sum';
  karmic_debt: number;
  calculation: string;
}

export interface KarmicDebtResult {
  /** 13, 14, 16 or 19 met while reducing the life-path total; 0 when none is met (the spec types it as int). */
  karmic_number: number;
  life_path_number: number;
  summary: string;
  number: number;
  master_number: boolean;
  /** Same as karmic_number but null when none: the consistent field of every result. */
  karmic_debt: number | null;
  calculation: string;
  method: 'component_reduction';
  birth_date: string;
  components: DateComponent[];
  /** Debts met elsewhere in the date: the birth day itself (13th, 14th, 16th, 19th) and the year's digit sum. */
  other_checkpoints: KarmicCheckpoint[];
  /** Texts of the debt met in the life path (null fields when none). */
  title: string | null;
  keywords: string[];
  meaning: string | null;
  detailed_meaning: string | null;
  text_key: string | null;
  /** Texts of the debts at the other checkpoints, keyed by number. */
  checkpoint_texts: Record<string, KeyedText>;
}

/** Said when no debt is met; a fact about the arithmetic, not an interpretation, so it lives in code. */
export const NO_KARMIC_DEBT_SUMMARY =
  'No karmic debt number (13, 14, 16 or 19) appears while this life path is reduced, so no karmic debt is carried by it.';

export function karmicDebtOf(date: CalendarDate, texts: TextCatalog): KarmicDebtResult {
  const calc = lifePathReduction(date);
  const [, day, year] = calc.components;
  const checkpoints: KarmicCheckpoint[] = [];
  if (KARMIC_DEBT_NUMBERS.includes(day.value)) {
    checkpoints.push({ source: 'birth_day', karmic_debt: day.value, calculation: `birth day ${day.value}` });
  }
  if (year.karmic_debt !== null) {
    checkpoints.push({ source: 'year_digit_sum', karmic_debt: year.karmic_debt, calculation: year.trail });
  }
  const text = calc.karmic_debt === null ? null : textFor(texts, 'karmic_debt', calc.karmic_debt);
  const checkpointTexts: Record<string, KeyedText> = {};
  for (const checkpoint of checkpoints) {
    checkpointTexts[String(checkpoint.karmic_debt)] = textFor(texts, 'karmic_debt', checkpoint.karmic_debt);
  }
  return {
    karmic_number: calc.karmic_debt ?? 0,
    life_path_number: calc.value,
    summary: text?.meaning ?? NO_KARMIC_DEBT_SUMMARY,
    number: calc.karmic_debt ?? 0,
    master_number: false,
    karmic_debt: calc.karmic_debt,
    calculation: calc.calculation,
    method: calc.method,
    birth_date: formatIsoDate(date),
    components: calc.components,
    other_checkpoints: checkpoints,
    title: text?.title ?? null,
    keywords: text?.keywords ?? [],
    meaning: text?.meaning ?? null,
    detailed_meaning: text?.detailed_meaning ?? null,
    text_key: text?.text_key ?? null,
    checkpoint_texts: checkpointTexts,
  };
}

/** /karmic_debt (year, month, day). */
export function karmicDebt(input: KarmicDebtInput, texts: TextCatalog): KarmicDebtResult {
  return karmicDebtOf(parseDateParts(input, { year: 'year', month: 'month', day: 'day' }), texts);
}
