import { Module } from '@nestjs/common';
import { QuoteCategoriesController } from './quote-categories.controller';
import { QuotesCatalogController } from './quotes-catalog.controller';
import { QuotesIndexController } from './quotes.index.controller';
import { QuotesStore } from './quotes-store.provider';

/** Mount point of the quotes service: every route under /quotes. */
@Module({ controllers: [QuotesIndexController, QuoteCategoriesController, QuotesCatalogController], providers: [QuotesStore] })
export class QuotesModule {}
