import { TextFamily } from './content/families';
import { LetterSystem } from './letter-tables';
import { NormalizedName } from './normalize-name';
import { isMaster, karmicDebtIn } from './reduce';
import { KeyedText, TextCatalog, textFor } from './texts';
import { YRule } from './vowels';

/**
 * The fields every numeric result carries beside the spec's own (conventions §8): the number, whether it is a
 * master number, the karmic debt met while reducing (or null), the working, the method and the texts.
 */
export interface NumberReading extends KeyedText {
  number: number;
  master_number: boolean;
  karmic_debt: number | null;
  /** The components and the reduction trail, e.g. "month 7; day 14 → 5; year 1990 → 19 → 10 → 1; 7 + 5 + 1 = 13 → 4". */
  calculation: string;
  /** Stable identifier of the method (README lists them). */
  method: string;
}

/** A rival method's answer, recorded so a client can see why another calculator disagrees. */
export interface Alternative {
  method: string;
  number: number;
  calculation: string;
}

/** Extra echo of name-based results: what was counted and how. */
export interface NameEcho {
  normalized_name: string;
  system: LetterSystem;
  y_rule: YRule;
  /** Letters counted as vowels, one string per name part (aligned with normalized_name's parts). */
  vowels_by_part: string[];
}

export interface ReadingSpec {
  number: number;
  chain: readonly number[];
  calculation: string;
  method: string;
  family: TextFamily;
  /** Content key when it differs from the number (e.g. the root for families without master entries). */
  textKey?: string;
}

export function buildReading(spec: ReadingSpec, texts: TextCatalog): NumberReading {
  return {
    number: spec.number,
    master_number: isMaster(spec.number),
    karmic_debt: karmicDebtIn(spec.chain),
    calculation: spec.calculation,
    method: spec.method,
    ...textFor(texts, spec.family, spec.textKey ?? String(spec.number)),
  };
}

export function nameEcho(name: NormalizedName, system: LetterSystem, yRule: YRule, vowelsByPart: string[]): NameEcho {
  return { normalized_name: name.text, system, y_rule: yRule, vowels_by_part: vowelsByPart };
}
