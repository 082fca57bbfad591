import type { PrismaClient } from '../../../platform/src/database/generated/client';
import { TextRepository } from '../../../platform/src/content/text.repository';
import { type TarotTexts, tarotTextsFrom } from '../content/load-content';
import { TAROT_DOMAIN, filesFromTextRows } from './text-rows';

/**
 * Reads the whole tarot domain in one query and builds the in-memory catalog (checked complete). Called once
 * at start-up; requests never query.
 */
export async function loadTarotTexts(prisma: PrismaClient): Promise<TarotTexts & { rows: number }> {
  const rows = await new TextRepository(prisma).loadDomain(TAROT_DOMAIN);
  return Object.assign(tarotTextsFrom(filesFromTextRows(rows)), { rows: rows.length });
}
