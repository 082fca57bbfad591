/**
 * The only code that queries quotes. Each category numbers its quotes densely 1..count (`seq`), so an unfiltered
 * random pick is one lookup of a random seq on the unique (category, seq) index, with the count cached for a few
 * seconds. Writers take a per-category advisory lock so seq stays dense: inserts append at count+1 and a removal
 * moves the last row into the hole.
 */
import type { PrismaClient } from '../../../platform/src/database/generated/client';
import { CATEGORY_SLUGS, type CategorySlug } from '../categories';
import type { StoredQuote } from '../quote';

/** A quote ready to store: text already normalized, `hash` from contentHash(). */
export interface NewQuote {
  text: string;
  author: string | null;
  source: string | null;
  origin: string | null;
  lang?: string;
  hash: string;
  categories: readonly CategorySlug[];
}

export interface InsertOutcome {
  /** Quotes stored now. */
  inserted: number;
  /** Quotes whose content hash was already stored (or repeated within the batch); their categories are merged. */
  duplicates: number;
}

export interface PickFilters {
  /** Exact author, compared without regard to case. */
  author?: string;
  minLength?: number;
  maxLength?: number;
}

/** A uniform random integer in [0, n). */
export type RandomInt = (n: number) => number;

type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

const QUOTE_FIELDS = { id: true, text: true, author: true, source: true, origin: true, lang: true } as const;

export class QuoteRepository {
  private readonly counts = new Map<string, { value: number; at: number }>();

  constructor(
    private readonly prisma: PrismaClient,
    private readonly countTtlMs = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Number of quotes in a category, from the cache when fresh. */
  async count(category: CategorySlug): Promise<number> {
    const cached = this.counts.get(category);
    if (cached && this.now() - cached.at < this.countTtlMs) return cached.value;
    return this.refreshCount(category);
  }

  private async refreshCount(category: CategorySlug): Promise<number> {
    const value = await lastSeq(this.prisma, category);
    this.counts.set(category, { value, at: this.now() });
    return value;
  }

  /** Counts of every category, in catalogue order (one grouped query). */
  async categoryCounts(): Promise<Record<CategorySlug, number>> {
    const rows = await this.prisma.quoteCategory.groupBy({ by: ['category'], _count: { _all: true } });
    const found = new Map(rows.map((r) => [r.category, r._count._all]));
    const at = this.now();
    const out = {} as Record<CategorySlug, number>;
    for (const slug of CATEGORY_SLUGS) {
      out[slug] = found.get(slug) ?? 0;
      this.counts.set(slug, { value: out[slug], at });
    }
    return out;
  }

  /** The quote at position `seq` (1-based) of a category. */
  async atPosition(category: CategorySlug, seq: number): Promise<StoredQuote | null> {
    const row = await this.prisma.quoteCategory.findUnique({
      where: { category_seq: { category, seq } },
      select: { quote: { select: QUOTE_FIELDS } },
    });
    return row?.quote ?? null;
  }

  /**
   * A uniformly random quote of the category, or null when the category is empty. Without filters: one indexed
   * lookup. If the cached count was stale (rows removed elsewhere) the lookup misses; the count is then re-read once.
   */
  async random(category: CategorySlug, randomInt: RandomInt, filters: PickFilters = {}): Promise<StoredQuote | null> {
    if (filters.author !== undefined || filters.minLength !== undefined || filters.maxLength !== undefined) {
      return this.randomFiltered(category, randomInt, filters);
    }
    for (let attempt = 0; attempt < 2; attempt++) {
      const count = attempt === 0 ? await this.count(category) : await this.refreshCount(category);
      if (count === 0) return null;
      const quote = await this.atPosition(category, randomInt(count) + 1);
      if (quote) return quote;
    }
    return null;
  }

  /** Filtered pick: count the matches, then take the k-th by seq (cost grows with the matches, not the table). */
  private async randomFiltered(category: CategorySlug, randomInt: RandomInt, filters: PickFilters): Promise<StoredQuote | null> {
    const where = {
      category,
      quote: {
        ...(filters.author !== undefined ? { author: { equals: filters.author, mode: 'insensitive' as const } } : {}),
        length: { gte: filters.minLength, lte: filters.maxLength },
      },
    };
    const matches = await this.prisma.quoteCategory.count({ where });
    if (matches === 0) return null;
    const row = await this.prisma.quoteCategory.findFirst({
      where,
      orderBy: { seq: 'asc' },
      skip: randomInt(matches),
      select: { quote: { select: QUOTE_FIELDS } },
    });
    return row?.quote ?? null;
  }

  /** A quote by id with the categories it belongs to (catalogue order). */
  async findById(id: number): Promise<(StoredQuote & { categories: CategorySlug[] }) | null> {
    const row = await this.prisma.quote.findUnique({
      where: { id },
      select: { ...QUOTE_FIELDS, categories: { select: { category: true } } },
    });
    if (!row) return null;
    const mine = new Set(row.categories.map((c) => c.category));
    const { categories: _omit, ...quote } = row;
    return { ...quote, categories: CATEGORY_SLUGS.filter((s) => mine.has(s)) };
  }

  /**
   * Stores a batch in one transaction: quotes new by content hash are inserted, known ones are reused, and every
   * membership not yet present is appended at the end of its category.
   */
  async insertMany(batch: readonly NewQuote[]): Promise<InsertOutcome> {
    if (batch.length === 0) return { inserted: 0, duplicates: 0 };
    const unique = new Map<string, NewQuote>();
    let duplicates = 0;
    for (const q of batch) {
      const seen = unique.get(q.hash);
      if (seen) {
        duplicates++;
        unique.set(q.hash, { ...seen, categories: [...new Set([...seen.categories, ...q.categories])] });
      } else unique.set(q.hash, q);
    }
    const items = [...unique.values()];
    const categories = [...new Set(items.flatMap((q) => q.categories))].sort();
    const outcome = await this.prisma.$transaction(
      async (tx) => {
        await lockCategories(tx, categories);
        // One statement per table with the batch as a JSON parameter: Prisma's createMany binds one parameter per
        // value, which costs seconds per few thousand rows through the driver adapters.
        const rows = items.map((q) => ({
          text: q.text,
          author: q.author,
          source: q.source,
          origin: q.origin,
          lang: q.lang ?? 'en',
          length: [...q.text].length,
          content_hash: q.hash,
        }));
        const created = await tx.$queryRaw<{ id: number; content_hash: string }[]>`
          INSERT INTO "quotes" ("text", "author", "source", "origin", "lang", "length", "content_hash")
          SELECT x."text", x."author", x."source", x."origin", x."lang", x."length", x."content_hash"
            FROM json_to_recordset(${JSON.stringify(rows)}::json)
              AS x("text" TEXT, "author" TEXT, "source" TEXT, "origin" TEXT, "lang" TEXT, "length" INTEGER, "content_hash" TEXT)
          ON CONFLICT ("content_hash") DO NOTHING
          RETURNING "id", "content_hash"`;
        const idOf = new Map(created.map((c) => [c.content_hash, Number(c.id)]));
        const known = items.filter((q) => !idOf.has(q.hash)).map((q) => q.hash);
        const existingQuotes = known.length > 0 ? await tx.quote.findMany({ where: { contentHash: { in: known } }, select: { id: true, contentHash: true } }) : [];
        for (const e of existingQuotes) idOf.set(e.contentHash, e.id);
        const existingIds = existingQuotes.map((e) => e.id);
        const existing = existingIds.length > 0 ? await tx.quoteCategory.findMany({ where: { quoteId: { in: existingIds } }, select: { category: true, quoteId: true } }) : [];
        const member = new Set(existing.map((e) => `${e.category}|${e.quoteId}`));
        const memberships: { category: string; quote_id: number; seq: number }[] = [];
        for (const category of categories) {
          let seq = await lastSeq(tx, category);
          for (const q of items) {
            if (!q.categories.includes(category as CategorySlug)) continue;
            const quoteId = idOf.get(q.hash)!;
            const key = `${category}|${quoteId}`;
            if (member.has(key)) continue;
            member.add(key);
            memberships.push({ category, quote_id: quoteId, seq: ++seq });
          }
        }
        if (memberships.length > 0) {
          await tx.$executeRaw`
            INSERT INTO "quote_categories" ("category", "quote_id", "seq")
            SELECT x."category", x."quote_id", x."seq"
              FROM json_to_recordset(${JSON.stringify(memberships)}::json) AS x("category" TEXT, "quote_id" INTEGER, "seq" INTEGER)`;
        }
        return { inserted: created.length, duplicates: duplicates + items.length - created.length };
      },
      { timeout: 60_000, maxWait: 30_000 },
    );
    for (const category of categories) this.counts.delete(category);
    return outcome;
  }

  /**
   * Takes a quote out of one category and keeps seq dense: the last quote of the category moves into the hole.
   * Returns false when the quote was not in the category.
   */
  async removeFromCategory(category: CategorySlug, quoteId: number): Promise<boolean> {
    const removed = await this.prisma.$transaction(async (tx) => removeMembership(tx, category, quoteId));
    this.counts.delete(category);
    return removed;
  }

  /** Deletes a quote, leaving every category it was in dense. */
  async deleteQuote(id: number): Promise<boolean> {
    const memberships = await this.prisma.quoteCategory.findMany({ where: { quoteId: id }, select: { category: true } });
    const categories = memberships.map((m) => m.category).sort();
    const deleted = await this.prisma.$transaction(async (tx) => {
      await lockCategories(tx, categories);
      for (const category of categories) await removeMembership(tx, category as CategorySlug, id, false);
      const result = await tx.quote.deleteMany({ where: { id } });
      return result.count > 0;
    });
    for (const category of categories) this.counts.delete(category);
    return deleted;
  }
}

/** The count of a category, read as its highest seq (seq is dense): one backward step on the (category, seq) index. */
async function lastSeq(db: Pick<PrismaClient, 'quoteCategory'> | Tx, category: string): Promise<number> {
  const result = await db.quoteCategory.aggregate({ where: { category }, _max: { seq: true } });
  return result._max.seq ?? 0;
}

/** Serializes writers of the same categories (sorted, so two writers cannot deadlock). */
async function lockCategories(tx: Tx, categories: readonly string[]): Promise<void> {
  for (const category of categories) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${'quotes:' + category}))`;
}

async function removeMembership(tx: Tx, category: CategorySlug, quoteId: number, lock = true): Promise<boolean> {
  if (lock) await lockCategories(tx, [category]);
  const hole = await tx.quoteCategory.findUnique({ where: { category_quoteId: { category, quoteId } }, select: { seq: true } });
  if (!hole) return false;
  const last = await tx.quoteCategory.findFirst({ where: { category }, orderBy: { seq: 'desc' }, select: { quoteId: true, seq: true } });
  await tx.quoteCategory.delete({ where: { category_quoteId: { category, quoteId } } });
  if (last && last.quoteId !== quoteId) {
    await tx.quoteCategory.update({ where: { category_quoteId: { category, quoteId: last.quoteId } }, data: { seq: hole.seq } });
  }
  return true;
}
