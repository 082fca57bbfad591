import { SeededStream } from './seeded-stream';

export interface Draw {
  /** Index into the deck (0-77). */
  index: number;
  reversed: boolean;
}

/**
 * Draws `count` distinct cards from a deck of `deckSize` (a partial Fisher-Yates shuffle), each followed by its
 * orientation: reversed when a uniform [0, 1) number falls below `reversedProbability`. One orientation number
 * is drawn per card whatever the probability, so the same seed gives the same cards at any probability and only
 * orientations change.
 */
export function drawCards(seed: string, count: number, reversedProbability: number, deckSize = 78): Draw[] {
  if (!Number.isInteger(count) || count < 1 || count > deckSize) throw new Error(`cannot draw ${count} cards from ${deckSize}`);
  if (!(reversedProbability >= 0 && reversedProbability <= 1)) throw new Error(`reversed probability must be 0..1; got ${reversedProbability}`);
  const stream = new SeededStream(seed);
  const deck = Array.from({ length: deckSize }, (_, i) => i);
  const draws: Draw[] = [];
  for (let i = 0; i < count; i++) {
    const j = i + stream.int(deckSize - i);
    [deck[i], deck[j]] = [deck[j], deck[i]];
    draws.push({ index: deck[i], reversed: stream.float() < reversedProbability });
  }
  return draws;
}
