import type { PrismaClient } from '../../../platform/src/database/generated/client';
import { TextRepository } from '../../../platform/src/content/text.repository';
import { loadContentDir } from '../content/load-content';
import { tarotContentDir } from './content-dir';
import { tarotTextEntries } from './text-rows';

/**
 * Loads libs/tarot/content (a malformed or incomplete file stops the seed) and upserts it into the `texts` table
 * under domain `tarot`. Unchanged rows are skipped by checksum. Returns how many rows were written.
 */
export async function seedTarotTexts(prisma: PrismaClient, contentDir: string = tarotContentDir()): Promise<number> {
  return new TextRepository(prisma).upsertMany(tarotTextEntries(loadContentDir(contentDir)));
}
