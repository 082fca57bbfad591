/**
 * The text families and their exact keys (numerology content format). The calculations ask a TextCatalog for
 * `(family, key)`; the loader and the quality test check the content files against this table.
 */
const CORE_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '11', '22', '33'] as const;
const DIGIT_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const LETTER_KEYS = Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ');

export const TEXT_FAMILY_KEYS = {
  life_path: CORE_KEYS,
  destiny: CORE_KEYS,
  heart_desire: CORE_KEYS,
  personality: CORE_KEYS,
  attitude: CORE_KEYS,
  rational_thought: CORE_KEYS,
  maturity: CORE_KEYS,
  period_cycle: CORE_KEYS,
  pinnacle: CORE_KEYS,
  personal_year: CORE_KEYS,
  personal_month: CORE_KEYS,
  personal_day: CORE_KEYS,
  universal_day: CORE_KEYS,
  mirror: CORE_KEYS,
  email: CORE_KEYS,
  phone: CORE_KEYS,
  ancestor: CORE_KEYS,
  balance: DIGIT_KEYS,
  karmic_lesson: DIGIT_KEYS,
  hidden_passion: DIGIT_KEYS,
  subconscious_self: DIGIT_KEYS,
  gematria_hidden: DIGIT_KEYS,
  challenge: ['0', '1', '2', '3', '4', '5', '6', '7', '8'],
  karmic_debt: ['13', '14', '16', '19'],
  plane: ['physical', 'mental', 'emotional', 'intuitive'],
  birthday: Array.from({ length: 31 }, (_, index) => String(index + 1)),
  cornerstone: LETTER_KEYS,
  capstone: LETTER_KEYS,
} as const satisfies Record<string, readonly string[]>;

export type TextFamily = keyof typeof TEXT_FAMILY_KEYS;
export const TEXT_FAMILIES = Object.keys(TEXT_FAMILY_KEYS) as TextFamily[];

/** The affirmations file: family name inside the file, file name, keys and lines per key. */
export const AFFIRMATION_FAMILY = 'personal_day_affirmation';
export const AFFIRMATIONS_FILE = 'affirmations.json';
export const AFFIRMATION_KEYS: readonly string[] = DIGIT_KEYS;
export const AFFIRMATIONS_PER_KEY = 20;
