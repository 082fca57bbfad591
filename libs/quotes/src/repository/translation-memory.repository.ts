/** The translation memory: one stored translation per (quote, language). */
import type { PrismaClient } from '../../../platform/src/database/generated/client';
import type { QuoteTranslation } from '../quote';
import type { TranslationMemory } from '../translation/translate-quote';

export class TranslationMemoryRepository implements TranslationMemory {
  constructor(private readonly prisma: PrismaClient) {}

  async get(quoteId: number, lang: string): Promise<QuoteTranslation | null> {
    const row = await this.prisma.quoteTranslation.findUnique({ where: { quoteId_lang: { quoteId, lang } }, select: { lang: true, text: true, provider: true } });
    return row ?? null;
  }

  /** Stores a translation; a concurrent writer of the same pair wins silently (both texts are valid). */
  async put(quoteId: number, translation: QuoteTranslation): Promise<void> {
    await this.prisma.quoteTranslation.createMany({ data: [{ quoteId, ...translation }], skipDuplicates: true });
  }
}
