import { type Card, RANKS, type Rank, SUITS, type Suit } from './card';

/** Major arcana in Rider-Waite-Smith order (Strength is VIII, Justice XI). */
const MAJOR_NAMES = [
  'The Fool', 'The Magician', 'The High Priestess', 'The Empress', 'The Emperor', 'The Hierophant', 'The Lovers',
  'The Chariot', 'Strength', 'The Hermit', 'Wheel of Fortune', 'Justice', 'The Hanged Man', 'Death', 'Temperance',
  'The Devil', 'The Tower', 'The Star', 'The Moon', 'The Sun', 'Judgement', 'The World',
] as const;

const RANK_NAMES: Record<Rank, string> = {
  ace: 'Ace', two: 'Two', three: 'Three', four: 'Four', five: 'Five', six: 'Six', seven: 'Seven', eight: 'Eight',
  nine: 'Nine', ten: 'Ten', page: 'Page', knight: 'Knight', queen: 'Queen', king: 'King',
};

const RANK_NUMERALS: Record<Rank, string> = {
  ace: 'A', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10',
  page: 'P', knight: 'Kn', queen: 'Q', king: 'K',
};

export function romanNumeral(n: number): string {
  if (n === 0) return '0';
  const table: Array<[number, string]> = [[10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I']];
  let rest = n;
  let out = '';
  for (const [value, glyph] of table) {
    while (rest >= value) {
      out += glyph;
      rest -= value;
    }
  }
  return out;
}

export function slugify(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function buildDeck(): readonly Card[] {
  const cards: Card[] = MAJOR_NAMES.map((name, number) => ({
    slug: slugify(name), name, arcana: 'major', suit: null, rank: null, number, numeral: romanNumeral(number), index: number,
  }));
  for (const suit of SUITS) {
    RANKS.forEach((rank, i) => {
      const name = `${RANK_NAMES[rank]} of ${suit[0].toUpperCase()}${suit.slice(1)}`;
      cards.push({ slug: slugify(name), name, arcana: 'minor', suit, rank, number: i + 1, numeral: RANK_NUMERALS[rank], index: cards.length });
    });
  }
  return Object.freeze(cards.map((card) => Object.freeze(card)));
}

/** The 78 cards in deck order. */
export const DECK: readonly Card[] = buildDeck();

const BY_SLUG = new Map(DECK.map((card) => [card.slug, card]));

export function cardBySlug(slug: string): Card | undefined {
  return BY_SLUG.get(slug);
}

export function cardsOfSuit(suit: Suit): Card[] {
  return DECK.filter((card) => card.suit === suit);
}
