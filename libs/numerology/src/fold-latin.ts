/**
 * Folding of Latin letters to A–Z (conventions §1): Unicode NFKD, drop combining marks, upper-case, plus the
 * letters NFKD leaves alone. Shared by names, e-mail local parts and gematria text.
 */
const SPECIAL_FOLDS: Readonly<Record<string, string>> = {
  ß: 'SS', ẞ: 'SS', Æ: 'AE', æ: 'AE', Œ: 'OE', œ: 'OE', Ø: 'O', ø: 'O', Ł: 'L', ł: 'L',
  Đ: 'D', đ: 'D', Ð: 'D', ð: 'D', Þ: 'TH', þ: 'TH', ı: 'I',
};

/**
 * Folds one character (a single code point) to the A–Z letters it stands for: "é" → "E", "ß" → "SS",
 * "ﬁ" → "FI". Returns null when the character is not a letter that folds to A–Z (digits, symbols, "Ə", "Д").
 */
export function foldLetter(char: string): string | null {
  const special = SPECIAL_FOLDS[char];
  if (special !== undefined) return special;
  if (!/^\p{L}$/u.test(char)) return null;
  const folded = char.normalize('NFKD').replace(/\p{M}/gu, '').toUpperCase();
  return /^[A-Z]+$/.test(folded) ? folded : null;
}

/** True for combining marks (accents typed as separate code points), which folding drops. */
export function isCombiningMark(char: string): boolean {
  return /^\p{M}$/u.test(char);
}

const SCRIPTS: readonly string[] = [
  'Latin', 'Cyrillic', 'Greek', 'Arabic', 'Hebrew', 'Han', 'Hiragana', 'Katakana', 'Hangul', 'Devanagari',
  'Bengali', 'Tamil', 'Telugu', 'Thai', 'Armenian', 'Georgian', 'Ethiopic', 'Syriac', 'Thaana', 'Khmer', 'Lao',
  'Myanmar', 'Sinhala', 'Gujarati', 'Gurmukhi', 'Kannada', 'Malayalam', 'Tibetan', 'Mongolian', 'Cherokee',
];

/** The Unicode script of a letter, for error messages ("the Cyrillic letter "Д""); null when not listed. */
export function scriptOf(char: string): string | null {
  for (const script of SCRIPTS) {
    if (new RegExp(`^\\p{Script=${script}}$`, 'u').test(char)) return script;
  }
  return null;
}

/** "U+1F600" style code point label, so invisible or look-alike characters can be identified. */
export function codePointLabel(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}
