/** Every core number of a person in one call (not in the spec; saves a client some thirty requests). */
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { profile, type ProfileResult } from '../../../../libs/numerology/src/index';
import type { ParamsOf } from '../../../../libs/platform/src/params/param';
import { Endpoint } from '../http/endpoint.decorator';
import { Params } from '../http/params.decorator';
import { exampleTexts } from './example-texts';
import { NOTES, SystemParam, YRuleParam, dobParam, nameParam } from './numerology.params';
import { NumerologyTexts } from './numerology-texts.provider';

const ProfileParams = {
  full_name: nameParam('Full birth name', 'Thomas John Hancock').required(),
  dob: dobParam(),
  system: SystemParam,
  y_rule: YRuleParam,
};

@ApiTags('numerology')
@Controller('numerology')
export class ProfileController {
  constructor(private readonly texts: NumerologyTexts) {}

  @Endpoint('/profile', {
    summary: 'Every core number of a person in one call',
    description:
      'Life path, destiny, heart\'s desire, personality, birthday, maturity, attitude, rational thought (first name part), ' +
      'balance (first letters of the parts), subconscious self, karmic lessons, karmic debt plus every debt met in the core ' +
      'numbers (karmic_debts), hidden passion, cornerstone, capstone, challenges, pinnacles, period cycles and planes — ' +
      `each exactly as its own endpoint returns it. ${NOTES.perPart} ${NOTES.masters} ${NOTES.yRule} ${NOTES.names}`,
    params: ProfileParams,
    example: profile('Thomas John Hancock', '1990-07-14', exampleTexts),
  })
  profile(@Params() q: ParamsOf<typeof ProfileParams>): ProfileResult {
    return profile(q.full_name, q.dob.iso, this.texts, { system: q.system, y_rule: q.y_rule });
  }
}
