import { invalidParameter } from '../../../platform/src/problems/invalid-parameter.error';
import type { TarotTexts } from '../content/load-content';
import { DECK } from '../deck/deck';
import { drawCards } from '../draw/draw';
import { dailySeed, isSeed, newSeed as freshSeed } from '../draw/seed';
import { SPREAD_LAYOUTS, type SpreadType } from '../spreads/layouts';
import { checkDob, checkName } from './querent';
import type { DrawnCard, PowerReading, ReadingOptions, ReadingRequest, SpreadReading, YesNoReading } from './reading-types';

export const DEFAULT_REVERSED_PROBABILITY = 0.5;

/** Which seed a request reads from: the one sent (replay), the daily hash, or a fresh random one. */
function chooseSeed(request: ReadingRequest, endpoint: string, options: ReadingOptions): { seed: string; replayed: boolean } {
  if (request.seed !== undefined) {
    const seed = request.seed.trim().toLowerCase();
    if (!isSeed(seed)) throw invalidParameter('seed', `must be 32 hexadecimal digits, as returned in a reading's seed; got ${JSON.stringify(request.seed.slice(0, 40))}`);
    if (request.mode === 'daily') {
      throw invalidParameter('seed', 'replays a random reading and cannot be combined with mode=daily (a daily reading is already the same all day)');
    }
    return { seed, replayed: true };
  }
  if (request.mode === 'daily') {
    return { seed: dailySeed({ name: request.name, dob: request.dob, date: request.today, endpoint }, options.dailyKey), replayed: false };
  }
  return { seed: (options.newSeed ?? freshSeed)(), replayed: false };
}

/**
 * Lays out a spread: validates the person, picks the seed, draws distinct cards with their orientations and
 * attaches the texts for each position. `endpoint` separates daily readings of different endpoints.
 */
export function readSpread(type: SpreadType, endpoint: string, request: ReadingRequest, texts: TarotTexts, options: ReadingOptions): SpreadReading {
  const name = checkName(request.name);
  const dob = checkDob(request.dob, request.today, request.tz);
  const p = request.reversed_probability ?? DEFAULT_REVERSED_PROBABILITY;
  if (!(p >= 0 && p <= 1)) throw invalidParameter('reversed_probability', `must be a number from 0 to 1; got ${p}`);
  const { seed, replayed } = chooseSeed({ ...request, name, dob }, endpoint, options);
  const layout = SPREAD_LAYOUTS[type];
  const spreadText = texts.spread(type);
  const draws = drawCards(seed, layout.length, p, DECK.length);
  const cards: DrawnCard[] = draws.map((draw, i) => {
    const card = DECK[draw.index];
    const position = spreadText.positions[i];
    const orientation = draw.reversed ? 'reversed' : 'upright';
    const text = texts.card(card.slug)[orientation];
    return {
      position: layout[i].key,
      position_number: i + 1,
      position_name: position.name,
      position_description: position.description,
      slug: card.slug,
      name: card.name,
      arcana: card.arcana,
      suit: card.suit,
      rank: card.rank,
      number: card.number,
      numeral: card.numeral,
      orientation,
      reversed: draw.reversed,
      keywords: [...text.keywords],
      meaning: text.meaning,
      reading: text[layout[i].reads],
      reads: layout[i].reads,
      image: options.imageUrl(card.slug),
    };
  });
  return {
    spread: type,
    spread_name: spreadText.name,
    spread_description: spreadText.description,
    mode: request.mode,
    date: request.today,
    tz: request.tz,
    seed,
    replayed,
    reversed_probability: p,
    name,
    dob,
    positions: layout.map((position) => position.key),
    cards,
    content_version: texts.version,
  };
}

/** /tarot/reading: past, present, future. */
export function tarotReading(request: ReadingRequest, texts: TarotTexts, options: ReadingOptions): SpreadReading {
  return readSpread('three-card', 'reading', request, texts, options);
}

/** /tarot/power: one card with its guidance and affirmation. */
export function tarotPower(request: ReadingRequest, texts: TarotTexts, options: ReadingOptions): PowerReading {
  const { cards, ...rest } = readSpread('power', 'power', request, texts, options);
  const { guidance, affirmation } = texts.card(cards[0].slug);
  return { ...rest, card: { ...cards[0], guidance, affirmation }, guidance, affirmation };
}

/** /tarot/spread?type=yes-no: one card and its leaning. */
export function yesNoReading(request: ReadingRequest, texts: TarotTexts, options: ReadingOptions): YesNoReading {
  const reading = readSpread('yes-no', 'spread/yes-no', request, texts, options);
  const card = reading.cards[0];
  const { answer, line } = texts.card(card.slug)[card.orientation].yes_no;
  return { ...reading, answer, answer_line: line };
}
