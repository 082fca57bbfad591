/**
 * Translates one quote for a response: the translation memory first (each pair is translated once), otherwise
 * the provider under the retry policy, then stored. A failure never hides the original: the caller gets a
 * translation_error problem object to put beside it.
 */
import type { Problem } from '../../../platform/src/problems/problem';
import type { QuoteTranslation } from '../quote';
import { translationUnavailable } from '../translation-error';
import { type RetryOptions, withRetry } from './retry-policy';
import { TranslationFailure, type TranslationProvider } from './translation-provider';

export interface TranslationMemory {
  get(quoteId: number, lang: string): Promise<QuoteTranslation | null>;
  put(quoteId: number, translation: QuoteTranslation): Promise<void>;
}

export type TranslationOutcome = { translation: QuoteTranslation } | { error: Problem };

export async function translateQuote(
  quote: { id: number; text: string; lang: string },
  lang: string,
  deps: { provider: TranslationProvider | null; memory: TranslationMemory; retry: RetryOptions },
): Promise<TranslationOutcome> {
  const remembered = await deps.memory.get(quote.id, lang);
  if (remembered) return { translation: remembered };
  const provider = deps.provider;
  if (!provider) return { error: translationUnavailable(lang) };
  try {
    const text = await withRetry(() => provider.translate({ text: quote.text, from: quote.lang, to: lang }), deps.retry);
    const translation = { lang, text, provider: provider.name };
    await deps.memory.put(quote.id, translation);
    return { translation };
  } catch (error) {
    if (!(error instanceof TranslationFailure)) throw error;
    const why =
      error.kind === 'quota'
        ? `the ${provider.name} translation quota is used up`
        : error.kind === 'retryable'
          ? `${provider.name} did not answer successfully after retries`
          : `${provider.name} refused the request${error.status ? ` (HTTP ${error.status})` : ''}`;
    return { error: translationUnavailable(lang, `The quote could not be translated into "${lang}": ${why}; the original is returned.`) };
  }
}
