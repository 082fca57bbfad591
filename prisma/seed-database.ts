/**
 * The idempotent seed: loads the content that ships with the project. Safe to run at every start-up and as
 * `npm run db:seed`; rows that exist are left as they are.
 */
import type { Logger } from 'pino';
import type { PrismaClient } from '../libs/platform/src/database/generated/client';
import { DEFAULT_PLANS } from '../libs/gateway/src/plans';
import { PlanRepository } from '../libs/gateway/src/repository/plan.repository';
import { seedNumerologyTexts } from '../libs/numerology/src/repository/numerology-texts.seed';
import { seedTarotTexts } from '../libs/tarot/src/repository/tarot-texts.seed';
import { seedQuotes } from '../libs/quotes/src/repository/quotes.seed';

export async function seedDatabase(prisma: PrismaClient, logger: Pick<Logger, 'info'>): Promise<void> {
  const plans = await new PlanRepository(prisma).ensureDefaults(DEFAULT_PLANS);
  if (plans > 0) logger.info({ plans }, 'seed: plans inserted');
  const numerologyTexts = await seedNumerologyTexts(prisma);
  if (numerologyTexts > 0) logger.info({ texts: numerologyTexts }, 'seed: numerology texts written');
  const tarotTexts = await seedTarotTexts(prisma);
  if (tarotTexts > 0) logger.info({ texts: tarotTexts }, 'seed: tarot texts written');
  const quotes = await seedQuotes(prisma);
  if (quotes > 0) logger.info({ quotes }, 'seed: curated quotes inserted');
}
