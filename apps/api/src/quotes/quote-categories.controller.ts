/**
 * The 21 category endpoints (/quotes/good-morning ... /quotes/proverbs/asian): one quote per call, random or the
 * quote of the day, optionally filtered by author and length, with the translation slot for `lang`.
 */
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ParamsOf } from '../../../../libs/platform/src/params/param';
import { CATEGORY_DESCRIPTIONS, type CategorySlug, quoteView } from '../../../../libs/quotes/src/index';
import { Endpoint, type EndpointDefinition } from '../http/endpoint.decorator';
import { Params } from '../http/params.decorator';
import { EXAMPLE_QUOTE, PickParams } from './quotes.params';
import { type QuoteAnswer, QuotesStore } from './quotes-store.provider';

type Pick = ParamsOf<typeof PickParams>;

function pickEndpoint(category: CategorySlug): EndpointDefinition<typeof PickParams> {
  return {
    summary: `One quote: ${CATEGORY_DESCRIPTIONS[category].toLowerCase()}`,
    description:
      'Returns one quote object { id, category, text, author, source, origin, lang, translation }. mode=random (default) picks uniformly ' +
      'among the category; mode=daily gives the quote of the day in tz. author, min_length and max_length narrow a random pick (404 ' +
      'when nothing matches). lang (ISO 639-1) asks for a machine translation beside the original; when none can be made the answer ' +
      'keeps translation null and adds a translation_error problem object.',
    params: PickParams,
    example: { ...quoteView({ ...EXAMPLE_QUOTE, origin: null }, category), category },
  };
}

@ApiTags('quotes')
@Controller('quotes')
export class QuoteCategoriesController {
  constructor(private readonly store: QuotesStore) {}

  @Endpoint('/good-morning', pickEndpoint('good-morning'))
  goodMorning(@Params() q: Pick): Promise<QuoteAnswer> {
    return this.store.pick('good-morning', q);
  }

  @Endpoint('/good-afternoon', pickEndpoint('good-afternoon'))
  goodAfternoon(@Params() q: Pick): Promise<QuoteAnswer> {
    return this.store.pick('good-afternoon', q);
  }

  @Endpoint('/good-night', pickEndpoint('good-night'))
  goodNight(@Params() q: Pick): Promise<QuoteAnswer> {
    return this.store.pick('good-night', q);
  }

  @Endpoint('/affirmations', pickEndpoint('affirmations'))
  affirmations(@Params() q: Pick): Promise<QuoteAnswer> {
    return this.store.pick('affirmations', q);
  }

  @Endpoint('/consciousness', pickEndpoint('consciousness'))
  consciousness(@Params() q: Pick): Promise<QuoteAnswer> {
    return this.store.pick('consciousness', q);
  }

  @Endpoint('/courage', pickEndpoint('courage'))
  courage(@Params() q: Pick): Promise<QuoteAnswer> {
    return this.store.pick('courage', q);
  }

  @Endpoint('/gratitude', pickEndpoint('gratitude'))
  gratitude(@Params() q: Pick): Promise<QuoteAnswer> {
    return this.store.pick('gratitude', q);
  }

  @Endpoint('/healing', pickEndpoint('healing'))
  healing(@Params() q: Pick): Promise<QuoteAnswer> {
    return this.store.pick('healing', q);
  }

  @Endpoint('/inspirational', pickEndpoint('inspirational'))
  inspirational(@Params() q: Pick): Promise<QuoteAnswer> {
    return this.store.pick('inspirational', q);
  }

  @Endpoint('/love', pickEndpoint('love'))
  love(@Params() q: Pick): Promise<QuoteAnswer> {
    return this.store.pick('love', q);
  }

  @Endpoint('/mindfulness', pickEndpoint('mindfulness'))
  mindfulness(@Params() q: Pick): Promise<QuoteAnswer> {
    return this.store.pick('mindfulness', q);
  }

  @Endpoint('/motivational', pickEndpoint('motivational'))
  motivational(@Params() q: Pick): Promise<QuoteAnswer> {
    return this.store.pick('motivational', q);
  }

  @Endpoint('/poetic', pickEndpoint('poetic'))
  poetic(@Params() q: Pick): Promise<QuoteAnswer> {
    return this.store.pick('poetic', q);
  }

  @Endpoint('/spiritual', pickEndpoint('spiritual'))
  spiritual(@Params() q: Pick): Promise<QuoteAnswer> {
    return this.store.pick('spiritual', q);
  }

  @Endpoint('/stoicism', pickEndpoint('stoicism'))
  stoicism(@Params() q: Pick): Promise<QuoteAnswer> {
    return this.store.pick('stoicism', q);
  }

  @Endpoint('/success', pickEndpoint('success'))
  success(@Params() q: Pick): Promise<QuoteAnswer> {
    return this.store.pick('success', q);
  }

  @Endpoint('/thoughtful', pickEndpoint('thoughtful'))
  thoughtful(@Params() q: Pick): Promise<QuoteAnswer> {
    return this.store.pick('thoughtful', q);
  }

  @Endpoint('/wisdom', pickEndpoint('wisdom'))
  wisdom(@Params() q: Pick): Promise<QuoteAnswer> {
    return this.store.pick('wisdom', q);
  }

  @Endpoint('/proverbs/african', pickEndpoint('proverbs/african'))
  proverbsAfrican(@Params() q: Pick): Promise<QuoteAnswer> {
    return this.store.pick('proverbs/african', q);
  }

  @Endpoint('/proverbs/american', pickEndpoint('proverbs/american'))
  proverbsAmerican(@Params() q: Pick): Promise<QuoteAnswer> {
    return this.store.pick('proverbs/american', q);
  }

  @Endpoint('/proverbs/asian', pickEndpoint('proverbs/asian'))
  proverbsAsian(@Params() q: Pick): Promise<QuoteAnswer> {
    return this.store.pick('proverbs/asian', q);
  }
}
