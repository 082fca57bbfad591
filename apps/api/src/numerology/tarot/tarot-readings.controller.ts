/**
 * /tarot/reading (past, present, future), /tarot/power (one card with guidance and an affirmation) and
 * /tarot/spread (three-card, celtic-cross, yes-no). "Today" is resolved here from tz, never in the lib.
 */
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  PUBLIC_SPREAD_TYPES, type PowerReading, type ReadingRequest, type SpreadReading, type YesNoReading, readSpread, tarotPower, tarotReading, yesNoReading,
} from '../../../../../libs/tarot/src/index';
import { p } from '../../../../../libs/platform/src/params/params';
import type { ParamsOf } from '../../../../../libs/platform/src/params/param';
import { Endpoint } from '../../http/endpoint.decorator';
import { Params } from '../../http/params.decorator';
import { todayIn } from '../today';
import { ReadingParams, exampleTexts, imageUrl } from './tarot.params';
import { TarotTextsProvider } from './tarot-texts.provider';

const SpreadParams = {
  type: p.oneOf(PUBLIC_SPREAD_TYPES).required().describe('three-card (past, present, future), celtic-cross (10 positions) or yes-no (one card)', 'celtic-cross'),
  ...ReadingParams,
};

const EXAMPLE: ReadingRequest = { name: 'Ada Lovelace', dob: '1815-12-10', mode: 'daily', today: '2025-03-14', tz: 'UTC' };
const OPTIONS = { imageUrl };

const COMMON =
  'Every card carries its position, orientation (reversed: true for a reversed card, which uses the same image shown rotated), ' +
  'keywords, meaning in that orientation, the reading line for the time its position reads (past, present or future) and image ' +
  '(a URL under /numerology/tarot/cards). The result echoes mode, date (the caller\'s date in tz), seed (replay it with seed=), ' +
  'replayed, reversed_probability and the positions. mode=random draws with a cryptographic RNG; mode=daily derives the draw from ' +
  'a keyed hash of the normalized name, dob, date and endpoint, so it is the same all day and differs between people, endpoints and days.';

function toRequest(q: ParamsOf<typeof ReadingParams>, now = new Date()): ReadingRequest {
  return {
    name: q.name, dob: q.dob.iso, mode: q.mode, seed: q.seed, reversed_probability: q.reversed_probability, today: todayIn(q.tz, now), tz: q.tz,
  };
}

@ApiTags('numerology')
@Controller('numerology')
export class TarotReadingsController {
  constructor(private readonly texts: TarotTextsProvider) {}

  @Endpoint('/tarot/reading', {
    summary: 'Three-card tarot reading: past, present, future',
    description: `Three distinct cards from the 78-card Rider-Waite-Smith deck. ${COMMON}`,
    params: ReadingParams,
    example: tarotReading(EXAMPLE, exampleTexts, OPTIONS),
  })
  reading(@Params() q: ParamsOf<typeof ReadingParams>): SpreadReading {
    return tarotReading(toRequest(q), this.texts, OPTIONS);
  }

  @Endpoint('/tarot/power', {
    summary: 'Card of power: one card with guidance and an affirmation',
    description: `One card with a piece of guidance and a first-person affirmation (also inside card). ${COMMON}`,
    params: ReadingParams,
    example: tarotPower(EXAMPLE, exampleTexts, OPTIONS),
  })
  power(@Params() q: ParamsOf<typeof ReadingParams>): PowerReading {
    return tarotPower(toRequest(q), this.texts, OPTIONS);
  }

  @Endpoint('/tarot/spread', {
    summary: 'A named spread: three-card, celtic-cross (10 positions) or yes-no',
    description:
      `Lays out the spread named by type; each position has a name and a description. yes-no adds answer (yes, no or maybe, ` +
      `from the card and its orientation) and answer_line. Daily readings of different types differ. ${COMMON}`,
    params: SpreadParams,
    example: readSpread('celtic-cross', 'spread/celtic-cross', EXAMPLE, exampleTexts, OPTIONS),
  })
  spread(@Params() q: ParamsOf<typeof SpreadParams>): SpreadReading | YesNoReading {
    const request = toRequest(q);
    if (q.type === 'yes-no') return yesNoReading(request, this.texts, OPTIONS);
    return readSpread(q.type, `spread/${q.type}`, request, this.texts, OPTIONS);
  }
}
