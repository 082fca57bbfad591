/**
 * The quotes repository as a Nest provider, plus the pick logic shared by the endpoints: random or daily pick,
 * filters, and the translation slot (no provider is wired yet, so a non-English `lang` yields translation null
 * with a translation_error problem object).
 */
import { randomInt } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import type { Database } from '../../../../libs/platform/src/database/database';
import { ProblemError, Problems, type Problem } from '../../../../libs/platform/src/problems/problem';
import {
  type CategorySlug,
  type QuoteView,
  checkFilters,
  checkLang,
  dailyPosition,
  localDate,
  type RetryOptions,
  type StoredQuote,
  type TranslationProvider,
  TranslationFailure,
  isIso6391,
  quoteView,
  translateQuote,
} from '../../../../libs/quotes/src/index';
import { QuoteRepository } from '../../../../libs/quotes/src/repository/quote.repository';
import { TranslationMemoryRepository } from '../../../../libs/quotes/src/repository/translation-memory.repository';
import { DATABASE } from '../platform.tokens';
import { TRANSLATION_PROVIDER } from './translation.tokens';

/** Inline retries stay short: a request should not hang on a struggling provider. */
const RETRY: RetryOptions = {
  attempts: 3,
  baseMs: 200,
  maxMs: 2_000,
  random: Math.random,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
const LANGUAGES_TTL_MS = 3_600_000;

export type QuoteAnswer = QuoteView & { translation_error?: Problem };

export interface PickQuery {
  lang?: string;
  mode: 'random' | 'daily';
  tz: string;
  author?: string;
  min_length?: number;
  max_length?: number;
}

@Injectable()
export class QuotesStore {
  readonly repository: QuoteRepository;
  private readonly memory: TranslationMemoryRepository;
  private languages: { codes: string[]; at: number } | null = null;

  constructor(
    @Inject(DATABASE) db: Database,
    @Optional() @Inject(TRANSLATION_PROVIDER) private readonly provider: TranslationProvider | null = null,
  ) {
    this.repository = new QuoteRepository(db.prisma);
    this.memory = new TranslationMemoryRepository(db.prisma);
  }

  /** Name of the configured provider, or null. */
  get providerName(): string | null {
    return this.provider?.name ?? null;
  }

  /** ISO 639-1 codes the provider translates into (asked once an hour); empty without a provider. */
  async targetLanguages(): Promise<string[]> {
    if (!this.provider) return [];
    if (this.languages && Date.now() - this.languages.at < LANGUAGES_TTL_MS) return this.languages.codes;
    let listed: string[];
    try {
      listed = await this.provider.targetLanguages();
    } catch (error) {
      if (!(error instanceof TranslationFailure)) throw error;
      throw new ProblemError({ status: 503, code: 'translation-unavailable', title: 'Translation unavailable', detail: `The language list of ${this.provider.name} could not be read; try again later.` });
    }
    const codes = [...new Set(listed.filter((c) => isIso6391(c) && c !== 'en'))].sort();
    this.languages = { codes, at: Date.now() };
    return codes;
  }

  async pick(category: CategorySlug, q: PickQuery, now: Date = new Date()): Promise<QuoteAnswer> {
    const lang = checkLang(q.lang);
    checkFilters({ mode: q.mode, author: q.author, minLength: q.min_length, maxLength: q.max_length });
    const quote =
      q.mode === 'daily'
        ? await this.daily(category, localDate(now, q.tz))
        : await this.repository.random(category, (n) => randomInt(n), { author: q.author, minLength: q.min_length, maxLength: q.max_length });
    if (!quote) {
      throw Problems.notFound(
        q.author !== undefined || q.min_length !== undefined || q.max_length !== undefined
          ? `No ${category} quote matches the author and length filters given.`
          : `The ${category} category holds no quotes yet.`,
      );
    }
    return this.withLang(quote, category, lang);
  }

  async byId(id: number, langParam: string | undefined): Promise<QuoteAnswer & { categories: CategorySlug[] }> {
    const lang = checkLang(langParam);
    const quote = await this.repository.findById(id);
    if (!quote) throw Problems.notFound(`No quote with id ${id}.`);
    const { categories, ...stored } = quote;
    return { ...(await this.withLang(stored, categories[0], lang)), categories };
  }

  private async daily(category: CategorySlug, date: string) {
    const count = await this.repository.count(category);
    if (count === 0) return null;
    return this.repository.atPosition(category, dailyPosition(category, date, count));
  }

  /** The original as is, or with its translation (or the reason there is none) beside it. */
  private async withLang(quote: StoredQuote, category: CategorySlug, lang: string): Promise<QuoteAnswer> {
    if (lang === quote.lang) return quoteView(quote, category);
    const outcome = await translateQuote(quote, lang, { provider: this.provider, memory: this.memory, retry: RETRY });
    if ('translation' in outcome) return quoteView(quote, category, outcome.translation);
    return { ...quoteView(quote, category), translation_error: outcome.error };
  }
}
