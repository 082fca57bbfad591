/** Writing-system checks used to tell real ICU data from ICU's silent Latin or numeric fallback. */

const LATIN_LETTER = /\p{Script=Latin}/u;
const DIGIT = /\p{Nd}/u;

/** ISO 15924 script a language is normally written in (ICU's likely-subtags data), e.g. ru -> Cyrl. */
export function likelyScript(locale: string): string {
  try {
    return new Intl.Locale(locale).maximize().script ?? 'Latn';
  } catch {
    return 'Latn';
  }
}

export function containsLatinLetter(text: string): boolean {
  return LATIN_LETTER.test(text);
}

export function containsDigit(text: string): boolean {
  return DIGIT.test(text);
}

/**
 * A list of names is plausible for a language when every name is non-empty and digit-free, the names are
 * distinct, and a language not written in Latin script has no Latin letters in them.
 */
export function namesFitLanguage(names: readonly string[], locale: string, options: { allowDigits?: boolean } = {}): boolean {
  if (names.some((name) => name.trim() === '' || (!options.allowDigits && containsDigit(name)))) return false;
  if (new Set(names).size !== names.length) return false;
  if (likelyScript(locale) !== 'Latn' && names.some(containsLatinLetter)) return false;
  return true;
}
