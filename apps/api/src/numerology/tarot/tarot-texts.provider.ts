/**
 * The tarot texts, read from the database (domain `tarot` of the `texts` table) once when the module starts and
 * then served from memory, so a reading costs no query. The rows are checked as strictly as the content files:
 * a missing card or a damaged row fails the start-up instead of a request.
 */
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Database } from '../../../../../libs/platform/src/database/database';
import type { CardText, SpreadText, SpreadType, TarotTexts } from '../../../../../libs/tarot/src/index';
import { loadTarotTexts } from '../../../../../libs/tarot/src/repository/tarot-texts.repository';
import { DATABASE } from '../../platform.tokens';

@Injectable()
export class TarotTextsProvider implements TarotTexts, OnModuleInit {
  private texts: TarotTexts | null = null;
  private loadedRows = 0;

  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async onModuleInit(): Promise<void> {
    await this.reload();
  }

  /** Reads the domain again (start-up; also lets an operator or a test pick up edited rows). */
  async reload(): Promise<number> {
    const loaded = await loadTarotTexts(this.db.prisma);
    this.texts = loaded;
    this.loadedRows = loaded.rows;
    return loaded.rows;
  }

  get rows(): number {
    return this.loadedRows;
  }

  get version(): number {
    return this.ready().version;
  }

  card(slug: string): CardText {
    return this.ready().card(slug);
  }

  spread(type: SpreadType): SpreadText {
    return this.ready().spread(type);
  }

  private ready(): TarotTexts {
    if (this.texts === null) throw new Error('tarot texts are not loaded yet (TarotTextsProvider.onModuleInit has not run)');
    return this.texts;
  }
}
