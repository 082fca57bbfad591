import { Module } from '@nestjs/common';
import { BirthChartModule } from './birth-chart/birth-chart.module';
import { BirthDateNumbersController } from './birth-date-numbers.controller';
import { CyclesAndMirrorsController } from './cycles-and-mirrors.controller';
import { HoroscopeModule } from './horoscope/horoscope.module';
import { NameNumbersController } from './name-numbers.controller';
import { NameReadingsController } from './name-readings.controller';
import { NumerologyIndexController } from './numerology.index.controller';
import { NumerologyTexts } from './numerology-texts.provider';
import { ProfileController } from './profile.controller';
import { TarotModule } from './tarot/tarot.module';
import { TextNumbersController } from './text-numbers.controller';
import { TimeCyclesController } from './time-cycles.controller';

/** Mount point of the numerology service: every route under /numerology. Texts are loaded from the database once. */
@Module({
  imports: [TarotModule, BirthChartModule, HoroscopeModule],
  controllers: [
    NumerologyIndexController,
    BirthDateNumbersController,
    NameNumbersController,
    TextNumbersController,
    TimeCyclesController,
    NameReadingsController,
    CyclesAndMirrorsController,
    ProfileController,
  ],
  providers: [NumerologyTexts],
  exports: [NumerologyTexts],
})
export class NumerologyModule {}
