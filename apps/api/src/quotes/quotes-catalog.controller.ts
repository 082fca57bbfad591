/** /quotes/categories (with counts), /quotes/languages and /quotes/:id. */
import { Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ParamsOf } from '../../../../libs/platform/src/params/param';
import { Problems } from '../../../../libs/platform/src/problems/problem';
import { CATEGORY_DESCRIPTIONS, CATEGORY_SLUGS, type CategorySlug, languageName } from '../../../../libs/quotes/src/index';
import { Endpoint } from '../http/endpoint.decorator';
import { Params } from '../http/params.decorator';
import { EXAMPLE_QUOTE, LangOnlyParams, NoParams } from './quotes.params';
import { type QuoteAnswer, QuotesStore } from './quotes-store.provider';

export interface CategoryEntry {
  slug: CategorySlug;
  path: string;
  description: string;
  count: number;
}

export interface LanguageListing {
  /** The language of the originals. */
  source: { code: string; name: string };
  /** Languages a configured provider can translate into; empty while none is configured. */
  languages: { code: string; name: string }[];
  providers: string[];
}

const ID = /^[1-9]\d{0,9}$/;

@ApiTags('quotes')
@Controller('quotes')
export class QuotesCatalogController {
  constructor(private readonly store: QuotesStore) {}

  @Endpoint('/categories', {
    summary: 'The 21 categories with the number of quotes in each',
    description: 'Every category in catalogue order: slug, the path of its endpoint, a description and how many quotes it holds now.',
    params: NoParams,
    example: { categories: [{ slug: 'stoicism', path: '/quotes/stoicism', description: CATEGORY_DESCRIPTIONS.stoicism, count: 120 }] },
  })
  async categories(@Params() _q: ParamsOf<typeof NoParams>): Promise<{ categories: CategoryEntry[] }> {
    const counts = await this.store.repository.categoryCounts();
    return {
      categories: CATEGORY_SLUGS.map((slug) => ({ slug, path: `/quotes/${slug}`, description: CATEGORY_DESCRIPTIONS[slug], count: counts[slug] })),
    };
  }

  @Endpoint('/languages', {
    summary: 'The languages quotes can be translated into',
    description: 'The languages the configured machine translation provider can translate English into (ISO 639-1 codes, English names from ICU). Without a provider the list is empty and every non-English lang yields a translation_error.',
    params: NoParams,
    example: { source: { code: 'en', name: languageName('en') }, languages: [{ code: 'fr', name: languageName('fr') }], providers: ['libretranslate'] },
  })
  async languages(@Params() _q: ParamsOf<typeof NoParams>): Promise<LanguageListing> {
    const codes = await this.store.targetLanguages();
    const provider = this.store.providerName;
    return {
      source: { code: 'en', name: languageName('en') },
      languages: codes.map((code) => ({ code, name: languageName(code) })),
      providers: provider ? [provider] : [],
    };
  }

  @Endpoint('/:id', {
    summary: 'One quote by id, with every category it belongs to',
    description: 'The quote object of the given id (a positive integer) plus `categories`; an unknown id is a 404. lang works as on the category endpoints.',
    params: LangOnlyParams,
    example: { ...EXAMPLE_QUOTE, categories: ['stoicism', 'wisdom'] },
  })
  byId(@Param('id') id: string, @Params() q: ParamsOf<typeof LangOnlyParams>): Promise<QuoteAnswer & { categories: CategorySlug[] }> {
    if (!ID.test(id) || Number(id) > 2_147_483_647) throw Problems.notFound(`No quote with id ${JSON.stringify(id.slice(0, 40))}; ids are positive integers.`);
    return this.store.byId(Number(id), q.lang);
  }
}
