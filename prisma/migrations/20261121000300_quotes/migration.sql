-- Quotes (deduplicated by content hash), their categories (each numbered densely for O(1) random picks) and
-- the translation memory.
CREATE TABLE "quotes" (
    "id" SERIAL NOT NULL,
    "text" TEXT NOT NULL,
    "author" TEXT,
    "source" TEXT,
    "origin" TEXT,
    "lang" TEXT NOT NULL DEFAULT 'en',
    "length" INTEGER NOT NULL,
    "content_hash" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "quotes_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "quote_categories" (
    "category" TEXT NOT NULL,
    "quote_id" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL,

    CONSTRAINT "quote_categories_pkey" PRIMARY KEY ("category","quote_id")
);

CREATE TABLE "quote_translations" (
    "quote_id" INTEGER NOT NULL,
    "lang" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "quote_translations_pkey" PRIMARY KEY ("quote_id","lang")
);

CREATE UNIQUE INDEX "quotes_content_hash_key" ON "quotes"("content_hash");
CREATE INDEX "quotes_author_idx" ON "quotes"("author");
CREATE UNIQUE INDEX "quote_categories_category_seq_key" ON "quote_categories"("category", "seq");
CREATE INDEX "quote_categories_quote_id_idx" ON "quote_categories"("quote_id");

ALTER TABLE "quote_categories" ADD CONSTRAINT "quote_categories_quote_id_fkey" FOREIGN KEY ("quote_id") REFERENCES "quotes"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "quote_translations" ADD CONSTRAINT "quote_translations_quote_id_fkey" FOREIGN KEY ("quote_id") REFERENCES "quotes"("id") ON DELETE CASCADE ON UPDATE CASCADE;
