import { Module } from '@nestjs/common';
import { ConversionController } from './conversion.controller';
import { EthiopianCalendarIndexController } from './ethiopian-calendar.index.controller';
import { GeezNumeralController } from './geez-numeral.controller';
import { HolidaysController } from './holidays.controller';
import { LanguagesController } from './languages.controller';
import { LeapYearController } from './leap-year.controller';
import { MonthCalendarController } from './month-calendar.controller';
import { TodayController } from './today.controller';

/** Mount point of the ethiopian-calendar service: every route under /ethiopian-calendar. */
@Module({
  controllers: [
    EthiopianCalendarIndexController,
    ConversionController,
    TodayController,
    LeapYearController,
    MonthCalendarController,
    HolidaysController,
    GeezNumeralController,
    LanguagesController,
  ],
})
export class EthiopianCalendarModule {}
