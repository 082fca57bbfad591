/** The deck as data: /tarot/cards (a summary of every card) and /tarot/cards/:slug (everything about one). */
import type { Arcana, Card, Rank, Suit } from '../deck/card';
import { DECK, cardBySlug } from '../deck/deck';
import type { CardText } from '../content/content-format';
import type { TarotTexts } from '../content/load-content';

export interface CardSummary {
  slug: string;
  name: string;
  arcana: Arcana;
  suit: Suit | null;
  rank: Rank | null;
  number: number;
  numeral: string;
  keywords: { upright: string[]; reversed: string[] };
  image: string;
  url: string;
}

export interface DeckListing {
  count: number;
  content_version: number;
  cards: CardSummary[];
}

export type CardDetail = Omit<CardSummary, 'keywords'> & Omit<CardText, 'slug'> & { content_version: number };

export interface ListingOptions {
  imageUrl: (slug: string) => string;
  cardUrl: (slug: string) => string;
}

function summary(card: Card, texts: TarotTexts, options: ListingOptions): CardSummary {
  const text = texts.card(card.slug);
  return {
    slug: card.slug, name: card.name, arcana: card.arcana, suit: card.suit, rank: card.rank, number: card.number, numeral: card.numeral,
    keywords: { upright: [...text.upright.keywords], reversed: [...text.reversed.keywords] },
    image: options.imageUrl(card.slug),
    url: options.cardUrl(card.slug),
  };
}

/** The deck in order, optionally narrowed to one arcana and/or one suit. */
export function deckListing(filter: { arcana?: Arcana; suit?: Suit }, texts: TarotTexts, options: ListingOptions): DeckListing {
  const cards = DECK.filter((c) => (!filter.arcana || c.arcana === filter.arcana) && (!filter.suit || c.suit === filter.suit)).map((c) => summary(c, texts, options));
  return { count: cards.length, content_version: texts.version, cards };
}

/** Everything about one card, or undefined for a slug that is not in the deck. */
export function cardDetail(slug: string, texts: TarotTexts, options: ListingOptions): CardDetail | undefined {
  const card = cardBySlug(slug);
  if (!card) return undefined;
  const { keywords: _keywords, ...rest } = summary(card, texts, options);
  const { slug: _slug, ...text } = texts.card(slug);
  return { ...rest, ...text, content_version: texts.version };
}
