import { comparisonKey, contentHash, normalizeWhitespace, textLength } from './normalize';

describe('normalize', () => {
  it('collapses every kind of whitespace and trims', () => {
    expect(normalizeWhitespace('  a\u00a0\u00a0b\n\tc\u3000 ')).toBe('a b c');
  });
  it('hashes equal texts that differ only in case, spacing, typographic quotes or final punctuation', () => {
    const base = contentHash("Don't stop.");
    expect(contentHash('don\u2019t   STOP')).toBe(base);
    expect(contentHash("Don't stop!")).toBe(base);
    expect(contentHash("Don't start.")).not.toBe(base);
    // SHA-256 hex of "don't stop", computed with `printf "%s" "don't stop" | sha256sum`.
    expect(base).toBe('7c6abbaa7251873ddce0c5cebb8fe853ee06ccd1711ae5193882de88c55fa92e');
    expect(comparisonKey('\u201cHi\u201d \u2014 you.')).toBe('"hi" - you');
  });
  it('counts code points, not UTF-16 units', () => {
    expect(textLength('a😀b')).toBe(3);
  });
});
