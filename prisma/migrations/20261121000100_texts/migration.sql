-- Authored content: meanings, card texts, horoscope fragments (loaded by the seed from content files).
CREATE TABLE "texts" (
    "domain" TEXT NOT NULL,
    "family" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "lang" TEXT NOT NULL DEFAULT 'en',
    "body" JSONB NOT NULL,
    "checksum" TEXT NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "texts_pkey" PRIMARY KEY ("domain","family","key","lang")
);

CREATE INDEX "texts_domain_family_idx" ON "texts"("domain", "family");
