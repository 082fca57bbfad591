import { Module } from '@nestjs/common';
import { QuotesIndexController } from './quotes.index.controller';

/** Mount point of the quotes service: every route under /quotes. */
@Module({ controllers: [QuotesIndexController] })
export class QuotesModule {}
