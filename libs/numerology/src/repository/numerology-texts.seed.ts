import type { PrismaClient } from '../../../platform/src/database/generated/client';
import { TextRepository } from '../../../platform/src/content/text.repository';
import { loadContentFiles } from '../content/load-content';
import { numerologyContentDir } from './content-dir';
import { numerologyTextEntries } from './text-rows';

/**
 * Loads the content files (validated by the lib's loader: a malformed file stops the seed) and upserts them into
 * the `texts` table under domain `numerology`. Unchanged rows are skipped by checksum, so a re-run costs one query.
 * Returns how many rows were written.
 */
export async function seedNumerologyTexts(prisma: PrismaClient, contentDir: string = numerologyContentDir()): Promise<number> {
  const content = loadContentFiles(contentDir);
  return new TextRepository(prisma).upsertMany(numerologyTextEntries(content));
}
