/**
 * How a locale writes a number: group separator, decimal mark and group sizes (ICU's primary and secondary
 * grouping, e.g. 3 and 3 for en-US `1,234,567`, 3 and 2 for en-IN `12,34,567`).
 */
export interface NumberStyle {
  readonly group: string;
  readonly decimal: string;
  readonly primary: number;
  readonly secondary: number;
}

export const DEFAULT_NUMBER_STYLE: NumberStyle = { group: ',', decimal: '.', primary: 3, secondary: 3 };

const styles = new Map<string, NumberStyle | null>();
const STYLE_CACHE_LIMIT = 200;

/**
 * Reads a locale's style from Intl once (so each amount is then written without calling Intl, which is slow),
 * and checks that the style reproduces Intl's own output. Returns null for locales whose output does not fit the
 * model (extra marks or literals); the caller then formats with Intl directly.
 */
export function numberStyleOf(locale: string): NumberStyle | null {
  if (styles.has(locale)) return styles.get(locale)!;
  if (styles.size >= STYLE_CACHE_LIMIT) styles.clear();
  const nf = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
    numberingSystem: 'latn',
  });
  const sample = '1234567890123.45' as Intl.StringNumericLiteral;
  const parts = nf.formatToParts(sample);
  let style: NumberStyle | null = null;
  const integers = parts.filter((p) => p.type === 'integer').map((p) => p.value.length);
  const group = parts.find((p) => p.type === 'group')?.value;
  const decimal = parts.find((p) => p.type === 'decimal')?.value;
  const known = parts.every((p) => ['integer', 'group', 'decimal', 'fraction'].includes(p.type));
  if (known && group && decimal && integers.length >= 3) {
    const primary = integers[integers.length - 1];
    const candidate = { group, decimal, primary, secondary: integers[integers.length - 2] };
    if (groupDigits('1234567890123', candidate) + decimal + '45' === nf.format(sample)) style = candidate;
  }
  styles.set(locale, style);
  return style;
}

/** Inserts group separators into a string of integer digits. */
export function groupDigits(digits: string, style: NumberStyle): string {
  let end = digits.length - style.primary;
  if (end <= 0) return digits;
  let out = style.group + digits.slice(end);
  while (end > style.secondary) {
    out = style.group + digits.slice(end - style.secondary, end) + out;
    end -= style.secondary;
  }
  return digits.slice(0, end) + out;
}
