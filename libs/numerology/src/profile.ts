import { attitudeNumber, AttitudeResult } from './attitude';
import { balanceOfInitials, BalanceResult } from './balance';
import { formatIsoDate } from './calendar';
import { ChallengeResult, challengesOf } from './challenge';
import { dateComponent } from './date-components';
import { HiddenPassionResult, hiddenPassionOf } from './hidden-passion';
import { KarmicDebtResult, karmicDebtOf } from './karmic-debt';
import { KarmicLessonsResult, karmicLessons } from './karmic-lessons';
import { KeystoneLetterResult, keystoneLetter } from './keystone-letter';
import { LifePathResult, lifePathOf } from './life-path';
import { MaturityResult, maturityOf } from './maturity';
import { NameOptionsInput, parseNameOptions } from './name-input';
import { NameNumberReading, nameNumberReading } from './name-reading';
import { normalizeName } from './normalize-name';
import { parseIsoDate } from './parse-date';
import { PeriodCyclesResult, periodCyclesOf } from './period-cycles';
import { PinnacleCyclesResult, pinnacleCyclesOf } from './pinnacle-cycles';
import { PlanesResult, planesOfExpression } from './planes-of-expression';
import { RationalThoughtResult, thoughtNumber } from './rational-thought';
import { NumberReading, buildReading } from './reading';
import { SubconsciousResult, subconsciousNumber } from './subconscious-self';
import { TextCatalog } from './texts';

export interface KarmicDebtFinding {
  source: 'life_path' | 'destiny' | 'heart_desire' | 'personality' | 'birth_day' | 'year_digit_sum';
  karmic_debt: number;
}

export interface BirthdayReading extends NumberReading {
  birth_day: number;
}

export interface ProfileResult {
  normalized_name: string;
  dob: string;
  system: 'pythagorean' | 'chaldean';
  y_rule: 'auto' | 'vowel' | 'consonant';
  life_path: LifePathResult;
  destiny: NameNumberReading;
  heart_desire: NameNumberReading;
  personality: NameNumberReading;
  birthday: BirthdayReading;
  maturity: MaturityResult;
  attitude: AttitudeResult;
  rational_thought: RationalThoughtResult;
  balance: BalanceResult;
  subconscious_self: SubconsciousResult;
  karmic_lessons: KarmicLessonsResult;
  karmic_debt: KarmicDebtResult;
  /** Every karmic debt met anywhere in the core numbers. */
  karmic_debts: KarmicDebtFinding[];
  hidden_passion: HiddenPassionResult;
  cornerstone: KeystoneLetterResult;
  capstone: KeystoneLetterResult;
  challenges: ChallengeResult;
  pinnacles: PinnacleCyclesResult;
  period_cycles: PeriodCyclesResult;
  planes_of_expression: PlanesResult;
}

/**
 * Every core number of a person in one call: the full birth name (`full_name` in errors) and the date of birth
 * (`dob`). Each part is the same object the single endpoint returns, computed by the same code.
 */
export function profile(fullName: string, dob: string, texts: TextCatalog, options: NameOptionsInput = {}): ProfileResult {
  const nameOptions = parseNameOptions(options);
  const name = normalizeName(fullName, 'full_name');
  const date = parseIsoDate(dob, 'dob');
  const withParameter = { ...nameOptions, parameter: 'full_name' };
  const optionInput = { system: nameOptions.system, y_rule: nameOptions.yRule };

  const lifePath = lifePathOf(date, texts);
  const destiny = nameNumberReading(name, 'all', 'destiny', withParameter, texts);
  const heart = nameNumberReading(name, 'vowels', 'heart_desire', withParameter, texts);
  const personality = nameNumberReading(name, 'consonants', 'personality', withParameter, texts);
  const day = dateComponent('day', date.day);
  const birthday: BirthdayReading = {
    birth_day: date.day,
    ...buildReading(
      { number: day.reduced, chain: day.chain, calculation: day.trail, method: 'reduced_day', family: 'birthday', textKey: String(date.day) },
      texts,
    ),
  };
  const karmicDebt = karmicDebtOf(date, texts);
  const findings: KarmicDebtFinding[] = [];
  const note = (source: KarmicDebtFinding['source'], debt: number | null): void => {
    if (debt !== null) findings.push({ source, karmic_debt: debt });
  };
  note('life_path', lifePath.karmic_debt);
  note('destiny', destiny.karmic_debt);
  note('heart_desire', heart.karmic_debt);
  note('personality', personality.karmic_debt);
  for (const checkpoint of karmicDebt.other_checkpoints) note(checkpoint.source, checkpoint.karmic_debt);

  return {
    normalized_name: name.text,
    dob: formatIsoDate(date),
    system: nameOptions.system,
    y_rule: nameOptions.yRule,
    life_path: lifePath,
    destiny,
    heart_desire: heart,
    personality,
    birthday,
    maturity: maturityOf(date, name, withParameter, texts),
    attitude: attitudeNumber({ birth_day: date.day, birth_month: date.month }, texts),
    rational_thought: thoughtNumber({ first_name: name.parts[0], birth_day: date.day, ...optionInput }, texts),
    balance: balanceOfInitials(name.parts.map((part) => part[0]), nameOptions.system, texts),
    subconscious_self: subconsciousNumber({ name: name.text, ...optionInput }, texts),
    karmic_lessons: karmicLessons({ full_name: name.text, ...optionInput }, texts),
    karmic_debt: karmicDebt,
    karmic_debts: findings,
    hidden_passion: hiddenPassionOf(name, nameOptions.system, texts),
    cornerstone: keystoneLetter({ name: name.text, ...optionInput }, 'cornerstone', texts),
    capstone: keystoneLetter({ name: name.text, ...optionInput }, 'capstone', texts),
    challenges: challengesOf(date, texts),
    pinnacles: pinnacleCyclesOf(date, texts),
    period_cycles: periodCyclesOf(date, texts),
    planes_of_expression: planesOfExpression({ fullname: name.text, ...optionInput }, texts),
  };
}
