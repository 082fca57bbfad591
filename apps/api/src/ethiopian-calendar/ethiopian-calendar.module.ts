import { Module } from '@nestjs/common';
import { EthiopianCalendarIndexController } from './ethiopian-calendar.index.controller';

/** Mount point of the ethiopian-calendar service: every route under /ethiopian-calendar. */
@Module({ controllers: [EthiopianCalendarIndexController] })
export class EthiopianCalendarModule {}
