import type { PrismaClient } from '../../../platform/src/database/generated/client';
import { TextRepository } from '../../../platform/src/content/text.repository';
import { LoadedContent } from '../content/load-content';
import { NUMEROLOGY_DOMAIN, catalogFromTextRows } from './text-rows';

/**
 * Reads every numerology text from the database in one query and builds the in-memory catalog (checked against
 * the content format). Called once at start-up; requests then never query.
 */
export async function loadNumerologyTexts(prisma: PrismaClient): Promise<LoadedContent & { rows: number }> {
  const rows = await new TextRepository(prisma).loadDomain(NUMEROLOGY_DOMAIN);
  return Object.assign(catalogFromTextRows(rows), { rows: rows.length });
}
