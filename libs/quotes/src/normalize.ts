/**
 * Normalization and the content hash that deduplicates quotes. Two rows that differ only in whitespace, letter
 * case, typographic quotes/dashes or trailing punctuation are the same quote.
 */
import { createHash } from 'node:crypto';

/** Collapses every run of whitespace (including non-breaking spaces and line breaks) to one space and trims. */
export function normalizeWhitespace(value: string): string {
  return value.normalize('NFC').replace(/[\s\u00a0\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]+/gu, ' ').trim();
}

/** The comparison key of a text: lower-cased, straight quotes, plain hyphens, no trailing punctuation. */
export function comparisonKey(value: string): string {
  return normalizeWhitespace(value)
    .toLowerCase()
    .replace(/[\u2018\u2019\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201f\u2033]/g, '"')
    .replace(/[\u2013\u2014\u2015]/g, '-')
    .replace(/[\s.!?,;:…"'-]+$/u, '');
}

/**
 * SHA-256 (hex) of the normalized text. The author is deliberately left out: the same words credited to two
 * people are one quote (the first attribution stored wins), which is what deduplication of scraped data needs.
 */
export function contentHash(text: string): string {
  return createHash('sha256').update(comparisonKey(text)).digest('hex');
}

/** Length in characters (code points), as the min_length/max_length filters count it. */
export function textLength(text: string): number {
  return [...text].length;
}
