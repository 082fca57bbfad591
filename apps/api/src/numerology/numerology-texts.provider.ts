/**
 * The numerology texts, read from the database once when the module starts and served from memory, so a request
 * costs no query. The catalog is checked against the content format on load: a damaged table fails the start-up.
 */
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Database } from '../../../../libs/platform/src/database/database';
import type { TextFamily } from '../../../../libs/numerology/src/content/families';
import type { NumberText, TextCatalog } from '../../../../libs/numerology/src/texts';
import { loadNumerologyTexts } from '../../../../libs/numerology/src/repository/numerology-texts.repository';
import { DATABASE } from '../platform.tokens';

@Injectable()
export class NumerologyTexts implements TextCatalog, OnModuleInit {
  private catalog: TextCatalog | null = null;

  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async onModuleInit(): Promise<void> {
    await this.reload();
  }

  /** Reads the whole domain in one query and swaps the catalog in; returns the number of rows read. */
  async reload(): Promise<number> {
    const loaded = await loadNumerologyTexts(this.db.prisma);
    this.catalog = loaded;
    return loaded.rows;
  }

  get(family: TextFamily, key: string): NumberText {
    return this.ready().get(family, key);
  }

  affirmations(dayNumber: number): string[] {
    return this.ready().affirmations(dayNumber);
  }

  private ready(): TextCatalog {
    if (this.catalog === null) throw new Error('numerology texts are not loaded yet (NumerologyTexts.onModuleInit has not run)');
    return this.catalog;
  }
}
