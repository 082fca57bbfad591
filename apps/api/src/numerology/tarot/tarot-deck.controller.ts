/**
 * The deck as data (/tarot/cards, /tarot/cards/:slug) and the card art (/tarot/cards/:slug.svg). The art is
 * generated from code and never changes for a given build, so it is served with a year-long immutable cache and a
 * strong ETag (a conditional request gets 304).
 */
import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CardDetail, type DeckListing, SUITS, cardDetail, cardImage, deckListing } from '../../../../../libs/tarot/src/index';
import { Problems } from '../../../../../libs/platform/src/problems/problem';
import { p } from '../../../../../libs/platform/src/params/params';
import type { ParamsOf } from '../../../../../libs/platform/src/params/param';
import { Endpoint } from '../../http/endpoint.decorator';
import { Params } from '../../http/params.decorator';
import { cardUrl, exampleTexts, imageUrl } from './tarot.params';
import { TarotTextsProvider } from './tarot-texts.provider';

const OPTIONS = { imageUrl, cardUrl };

const DeckParams = {
  arcana: p.oneOf(['major', 'minor'] as const).describe('Only the major or only the minor arcana', 'major'),
  suit: p.oneOf(SUITS).describe('Only one suit: wands, cups, swords or pentacles', 'cups'),
};

const SLUG = /^[a-z0-9-]{1,40}$/;

/** /tarot/cards/:slug takes its one parameter from the path; declared empty so @Params() still enforces GET/POST. */
const NoParams = {};

function unknownCard(slug: string) {
  return Problems.notFound(`No tarot card ${JSON.stringify(slug.slice(0, 60))}; GET /numerology/tarot/cards lists the 78 slugs.`);
}

@ApiTags('numerology')
@Controller('numerology')
export class TarotDeckController {
  constructor(private readonly texts: TarotTextsProvider) {}

  @Endpoint('/tarot/cards', {
    summary: 'The 78 cards of the deck',
    description: 'Every card in deck order (majors 0-21, then wands, cups, swords, pentacles, ace to king) with its keywords, image URL and detail URL; arcana and suit narrow the list.',
    params: DeckParams,
    example: deckListing({ suit: 'cups' }, exampleTexts, OPTIONS),
  })
  cards(@Params() q: ParamsOf<typeof DeckParams>): DeckListing {
    return deckListing({ arcana: q.arcana, suit: q.suit }, this.texts, OPTIONS);
  }

  // find-my-way prefers the route with the static .svg suffix, so /x.svg never reaches /tarot/cards/:slug.
  @Get('/tarot/cards/:slug.svg')
  @ApiOperation({ summary: 'The art of one card (SVG, our own, generated from code); reversed cards use the same image rotated' })
  @ApiParam({ name: 'slug', example: 'the-star', description: 'A card slug as listed by /numerology/tarot/cards' })
  @ApiOkResponse({
    description: 'The card as SVG, with cache-control: public, max-age=31536000, immutable and a strong ETag (If-None-Match gets 304)',
    content: { 'image/svg+xml': { schema: { type: 'string' } } },
  })
  @ApiNotFoundResponse({ description: 'No card with this slug (application/problem+json)' })
  image(@Param('slug') slug: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    const image = SLUG.test(slug) ? cardImage(slug) : undefined;
    if (!image) throw unknownCard(slug);
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', image.etag);
    if (matchesEtag(request.headers['if-none-match'], image.etag)) {
      reply.status(304).send();
      return;
    }
    reply.status(200).header('content-type', 'image/svg+xml; charset=utf-8').send(image.svg);
  }

  @Endpoint('/tarot/cards/:slug', {
    summary: 'One card: all its texts',
    description: 'Everything about one card: upright and reversed keywords, meanings, past/present/future lines and yes/no leaning, plus guidance, affirmation and image. An unknown slug is a 404.',
    params: NoParams,
    example: cardDetail('the-star', exampleTexts, OPTIONS),
  })
  card(@Param('slug') slug: string, @Params() _q: ParamsOf<typeof NoParams>): CardDetail {
    const detail = SLUG.test(slug) ? cardDetail(slug, this.texts, OPTIONS) : undefined;
    if (!detail) throw unknownCard(slug);
    return detail;
  }
}

/** If-None-Match: a list of entity tags or *, weak tags compare equal to strong ones (RFC 9110 13.1.2). */
function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  return value.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
