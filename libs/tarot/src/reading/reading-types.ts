import type { Arcana, Rank, Suit } from '../deck/card';
import type { Orientation, YesNoAnswer } from '../content/content-format';
import type { SpreadType } from '../spreads/layouts';

export type Mode = 'random' | 'daily';
export const MODES: readonly Mode[] = ['random', 'daily'];

/** What a client asks for (already type-checked by the HTTP layer; the rules of the domain are checked here). */
export interface ReadingRequest {
  name: string;
  /** YYYY-MM-DD */
  dob: string;
  mode: Mode;
  /** Replays a reading: 32 hex digits, only with mode random. */
  seed?: string;
  /** 0..1, default 0.5 */
  reversed_probability?: number;
  /** The caller's calendar date (YYYY-MM-DD), resolved from `tz` by the caller: domain code never reads a clock. */
  today: string;
  /** IANA zone the date was resolved in; echoed. */
  tz: string;
}

export interface ReadingOptions {
  /** URL of a card's image. */
  imageUrl: (slug: string) => string;
  /** Source of fresh seeds (defaults to the CSPRNG); tests pass a fixed one. */
  newSeed?: () => string;
  /** Key of the daily hash (defaults to DEFAULT_DAILY_KEY). */
  dailyKey?: string;
}

/** A card as laid in a position of a spread. */
export interface DrawnCard {
  position: string;
  position_number: number;
  position_name: string;
  position_description: string;
  slug: string;
  name: string;
  arcana: Arcana;
  suit: Suit | null;
  rank: Rank | null;
  number: number;
  numeral: string;
  orientation: Orientation;
  /** Reversed cards use the same image, shown rotated by the client. */
  reversed: boolean;
  keywords: string[];
  /** The meaning in this orientation. */
  meaning: string;
  /** The card's line for the time this position reads (past, present or future). */
  reading: string;
  reads: 'past' | 'present' | 'future';
  image: string;
}

export interface SpreadReading {
  spread: SpreadType;
  spread_name: string;
  spread_description: string;
  mode: Mode;
  /** The caller's date the reading was made for (and the dob checked against). */
  date: string;
  tz: string;
  /** Replay this reading with `seed=<this>` (mode random, same reversed_probability). */
  seed: string;
  /** True when the seed came from the request. */
  replayed: boolean;
  reversed_probability: number;
  name: string;
  dob: string;
  positions: string[];
  cards: DrawnCard[];
  content_version: number;
}

export interface PowerReading extends Omit<SpreadReading, 'cards'> {
  card: DrawnCard & { guidance: string; affirmation: string };
  guidance: string;
  affirmation: string;
}

export interface YesNoReading extends SpreadReading {
  answer: YesNoAnswer;
  answer_line: string;
}
