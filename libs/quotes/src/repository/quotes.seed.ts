import type { PrismaClient } from '../../../platform/src/database/generated/client';
import { loadCuratedContent, quotesContentDir } from '../content/curated-content';
import { contentHash } from '../normalize';
import { type NewQuote, QuoteRepository } from './quote.repository';

const BATCH = 1_000;

/**
 * Loads the curated collection (libs/quotes/content) into the database. Idempotent: quotes already stored (by
 * content hash) and memberships already present are left alone. Returns how many quotes were inserted.
 */
export async function seedQuotes(prisma: PrismaClient, dir: string = quotesContentDir()): Promise<number> {
  const items: NewQuote[] = loadCuratedContent(dir).flatMap((file) =>
    file.quotes.map((q) => ({ ...q, hash: contentHash(q.text), categories: [file.category] })),
  );
  const repository = new QuoteRepository(prisma);
  let inserted = 0;
  for (let i = 0; i < items.length; i += BATCH) inserted += (await repository.insertMany(items.slice(i, i + BATCH))).inserted;
  return inserted;
}
