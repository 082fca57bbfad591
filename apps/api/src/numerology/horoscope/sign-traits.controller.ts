/**
 * /numerology/horoscope/sign/<topic>: what the reader's Sun sign says about one topic. The sign comes from `dob`
 * through the tropical sign table; boundary days say so with cusp and cusp_with.
 */
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { signTrait, type SignTopic, type SignTraitResult } from '../../../../../libs/horoscope/src/reference/index';
import type { ParamsOf } from '../../../../../libs/platform/src/params/param';
import { Endpoint } from '../../http/endpoint.decorator';
import { Params } from '../../http/params.decorator';
import { HoroscopeReference } from './horoscope-reference.provider';
import { exampleLibrary, SignParams } from './horoscope.params';

type SignQuery = ParamsOf<typeof SignParams>;

const DESCRIPTION =
  'Returns { sign, topic, dob, cusp, cusp_with, title, summary, text, keywords }. The sign is the tropical Sun sign of dob by the ' +
  'conventional table (Aries 21 March to 19 April, and so on); on the first or last day of a sign cusp is true and cusp_with names the ' +
  'neighbouring sign, since the exact ingress moves by a day between years.';

function declare(topic: SignTopic, summary: string) {
  return Endpoint(`/horoscope/sign/${topic}`, { summary, description: DESCRIPTION, params: SignParams, example: signTrait(exampleLibrary, topic, { dob: '1990-03-21' }) });
}

@ApiTags('numerology')
@Controller('numerology')
export class SignTraitsController {
  constructor(private readonly reference: HoroscopeReference) {}

  private read(topic: SignTopic, q: SignQuery): SignTraitResult {
    return signTrait(this.reference.library, topic, { dob: q.dob.iso });
  }

  @declare('personality', 'Sign traits: personality of the Sun sign of dob')
  personality(@Params() q: SignQuery): SignTraitResult {
    return this.read('personality', q);
  }

  @declare('friendship', 'Sign traits: the sign as a friend')
  friendship(@Params() q: SignQuery): SignTraitResult {
    return this.read('friendship', q);
  }

  @declare('love', 'Sign traits: the sign in love')
  love(@Params() q: SignQuery): SignTraitResult {
    return this.read('love', q);
  }

  @declare('lifestyle', 'Sign traits: the lifestyle of the sign')
  lifestyle(@Params() q: SignQuery): SignTraitResult {
    return this.read('lifestyle', q);
  }

  @declare('health', 'Sign traits: wellbeing themes of the sign (traditional symbolism, never medical advice)')
  health(@Params() q: SignQuery): SignTraitResult {
    return this.read('health', q);
  }

  @declare('spirituality', 'Sign traits: the spiritual path of the sign')
  spirituality(@Params() q: SignQuery): SignTraitResult {
    return this.read('spirituality', q);
  }

  @declare('career_money', 'Sign traits: career and money')
  careerMoney(@Params() q: SignQuery): SignTraitResult {
    return this.read('career_money', q);
  }

  @declare('parent_child', 'Sign traits: the sign as parent and as child')
  parentChild(@Params() q: SignQuery): SignTraitResult {
    return this.read('parent_child', q);
  }

  @declare('birthday', 'Sign traits: being born under the sign (its dates, season and decans)')
  birthday(@Params() q: SignQuery): SignTraitResult {
    return this.read('birthday', q);
  }
}
