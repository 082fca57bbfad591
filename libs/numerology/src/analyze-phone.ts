import { normalizePhone } from './phone';
import { NumberReading, buildReading } from './reading';
import { formatChain, reduceNumber } from './reduce';
import { TextCatalog } from './texts';

export interface PhoneInput {
  phone_number: string | number;
}

export interface MinorNumber {
  description: string;
  number: number;
  occurrence: number;
  /** Share of all digits, percent, one decimal (half up). */
  percentage: number;
}

export interface PhoneResult extends NumberReading {
  overall_minor_numbers: MinorNumber[];
  phone_number: string;
  phone_overall_vibration: number;
  phone_vibration_description: string;
}

/** Zero adds nothing to the sum and has no phone text of its own; this states that fact instead of a reading. */
export const ZERO_DIGIT_DESCRIPTION =
  'Zero adds nothing to the total, so it does not change the vibration; it is listed only to complete the count of digits.';

/** occurrence / total as a percentage rounded half up to one decimal, in integer arithmetic (no float drift). */
export function percentOneDecimal(occurrence: number, total: number): number {
  return Math.floor((2000 * occurrence + total) / (2 * total)) / 10;
}

/**
 * /analyze_phone: the overall vibration is reduce(sum of all digits), masters kept; the minor numbers are the digits
 * that occur, ascending, with count and share. Digits 1-9 are described by the phone texts' meaning.
 */
export function analyzePhone(input: PhoneInput, texts: TextCatalog): PhoneResult {
  const digits = normalizePhone(input.phone_number, 'phone_number');
  const values = Array.from(digits, Number);
  const reduction = reduceNumber(values.reduce((acc, digit) => acc + digit, 0), 'keep_masters');
  const reading = buildReading(
    { number: reduction.value, chain: reduction.chain, calculation: `${values.join(' + ')} = ${formatChain(reduction.chain)}`, method: 'digit_sum', family: 'phone' },
    texts,
  );
  const minors: MinorNumber[] = [];
  for (let digit = 0; digit <= 9; digit += 1) {
    const occurrence = values.filter((value) => value === digit).length;
    if (occurrence === 0) continue;
    minors.push({
      description: digit === 0 ? ZERO_DIGIT_DESCRIPTION : texts.get('phone', String(digit)).meaning,
      number: digit,
      occurrence,
      percentage: percentOneDecimal(occurrence, values.length),
    });
  }
  return {
    overall_minor_numbers: minors,
    phone_number: digits,
    phone_overall_vibration: reduction.value,
    phone_vibration_description: reading.meaning,
    ...reading,
  };
}
