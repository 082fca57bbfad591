/**
 * The structure of a Rider-Waite-Smith deck: 22 major arcana and four suits of 14. Identity only (slug, name,
 * place in the deck); every text a reader sees comes from the content files.
 */
export const SUITS = ['wands', 'cups', 'swords', 'pentacles'] as const;
export type Suit = (typeof SUITS)[number];

/** Minor ranks in deck order; `number` of a minor card is its index + 1 (ace 1 … king 14). */
export const RANKS = ['ace', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'page', 'knight', 'queen', 'king'] as const;
export type Rank = (typeof RANKS)[number];

export type Arcana = 'major' | 'minor';

export interface Card {
  /** Stable identifier used in URLs and in the content files, e.g. `the-fool`, `ace-of-cups`. */
  slug: string;
  name: string;
  arcana: Arcana;
  /** Null for the major arcana. */
  suit: Suit | null;
  /** Null for the major arcana. */
  rank: Rank | null;
  /** 0-21 for the majors (RWS order: Strength 8, Justice 11), 1-14 within a suit. */
  number: number;
  /** What is printed at the top of the card: XVI, 0, A, 7, P, Kn, Q, K. */
  numeral: string;
  /** Position in the whole deck, 0-77 (majors, then wands, cups, swords, pentacles). */
  index: number;
}
