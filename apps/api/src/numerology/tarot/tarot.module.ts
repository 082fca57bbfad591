import { Module } from '@nestjs/common';
import { TarotDeckController } from './tarot-deck.controller';
import { TarotReadingsController } from './tarot-readings.controller';
import { TarotTextsProvider } from './tarot-texts.provider';

/** Tarot under /numerology/tarot: readings, spreads, the deck as data and the card art. Texts load once from the database. */
@Module({
  controllers: [TarotReadingsController, TarotDeckController],
  providers: [TarotTextsProvider],
  exports: [TarotTextsProvider],
})
export class TarotModule {}
