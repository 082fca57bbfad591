/** The one quote object every quotes endpoint returns. */
import type { CategorySlug } from './categories';

export interface QuoteTranslation {
  /** ISO 639-1 code of the translation. */
  lang: string;
  text: string;
  /** The machine translation provider that produced it, e.g. `deepl`. */
  provider: string;
}

export interface QuoteView {
  id: number;
  category: CategorySlug;
  /** The original text, always present, also when a translation is asked for. */
  text: string;
  /** Null for traditional proverbs and anonymous sayings. */
  author: string | null;
  /** The work the quote comes from, `original` for our own writing, or null when not known. */
  source: string | null;
  /** People or country of origin of a traditional proverb, else null. */
  origin: string | null;
  /** Language of the original text. */
  lang: string;
  translation: QuoteTranslation | null;
}

/** A stored quote as the repository reads it. */
export interface StoredQuote {
  id: number;
  text: string;
  author: string | null;
  source: string | null;
  origin: string | null;
  lang: string;
}

export function quoteView(quote: StoredQuote, category: CategorySlug, translation: QuoteTranslation | null = null): QuoteView {
  return {
    id: quote.id,
    category,
    text: quote.text,
    author: quote.author,
    source: quote.source,
    origin: quote.origin,
    lang: quote.lang,
    translation,
  };
}
