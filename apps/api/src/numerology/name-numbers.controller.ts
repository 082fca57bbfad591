/**
 * Basic numerology from a birth name: destiny, heart's desire, personality, karmic lessons, subconscious self,
 * rational thought, balance and lucky numbers. Every one takes `system` (letter table); those that split vowels
 * from consonants also take `y_rule`.
 */
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  balanceNumber, destinyNumber, heartDesire, karmicLessons, luckyNumbers, personalityNumber, subconsciousNumber, thoughtNumber,
  type BalanceResult, type DestinyResult, type HeartDesireResult, type KarmicLessonsResult, type LuckyNumbersResult,
  type PersonalityResult, type RationalThoughtResult, type SubconsciousResult,
} from '../../../../libs/numerology/src/index';
import { p } from '../../../../libs/platform/src/params/params';
import type { ParamsOf } from '../../../../libs/platform/src/params/param';
import { Endpoint } from '../http/endpoint.decorator';
import { Params } from '../http/params.decorator';
import { exampleTexts } from './example-texts';
import { NOTES, SystemParam, YRuleParam, birthDay, nameParam } from './numerology.params';
import { NumerologyTexts } from './numerology-texts.provider';

/** First/middle/last as the spec names them, or the whole name in full_name (which wins when both are sent). */
const PersonNameParams = {
  first_name: nameParam('First birth name (required unless full_name is sent)', 'Thomas'),
  middle_name: nameParam('Middle name(s); optional — people without one are not refused', 'John'),
  last_name: nameParam('Family name (required unless full_name is sent)', 'Hancock'),
  full_name: nameParam('The whole birth name in one field, instead of first/middle/last', 'Thomas John Hancock'),
  system: SystemParam,
  y_rule: YRuleParam,
};
type PersonName = ParamsOf<typeof PersonNameParams>;

const KarmicLessonsParams = {
  full_name: nameParam('Full birth name', 'Thomas John Hancock').required(),
  system: SystemParam,
  y_rule: YRuleParam,
};

const SubconsciousParams = {
  name: nameParam('Full birth name', 'Thomas John Hancock').required(),
  system: SystemParam,
  y_rule: YRuleParam,
};

const ThoughtParams = {
  first_name: nameParam('First birth name only', 'John').required(),
  birth_day: birthDay().required().describe('Day of the month of birth (1-31)', 16),
  system: SystemParam,
  y_rule: YRuleParam,
};

const BalanceParams = {
  initials: p.string({ maxLength: 60 }).required().describe('Initials of the full birth name; every letter is one initial ("TJH", "T.J.H.", "t j h")', 'TJH'),
  system: SystemParam,
};

const LuckyParams = {
  birthdate: p.date().required().describe('Date of birth, YYYY-MM-DD', '1990-07-14'),
  full_name: nameParam('Full birth name (the spec sends full_name; name is accepted too, full_name wins)', 'Thomas John Hancock'),
  name: nameParam('Full birth name, the spelling the spec lists (used when full_name is absent)', 'Thomas John Hancock'),
  system: SystemParam,
  y_rule: YRuleParam,
};

const personOf = (q: PersonName) => ({
  first_name: q.first_name, middle_name: q.middle_name, last_name: q.last_name, full_name: q.full_name, system: q.system, y_rule: q.y_rule,
});

const EXAMPLE_NAME = { first_name: 'Thomas', middle_name: 'John', last_name: 'Hancock' };

@ApiTags('numerology')
@Controller('numerology')
export class NameNumbersController {
  constructor(private readonly texts: NumerologyTexts) {}

  @Endpoint('/destiny_number', {
    summary: 'Destiny (expression) number from the full birth name',
    description: `Every letter counts. ${NOTES.perPart} Thomas John Hancock → 22 + 2 + 1 = 25 → 7. ${NOTES.masters} ${NOTES.names} ${NOTES.extras}`,
    params: PersonNameParams,
    example: destinyNumber(EXAMPLE_NAME, exampleTexts),
  })
  destinyNumber(@Params() q: PersonName): DestinyResult {
    return destinyNumber(personOf(q), this.texts);
  }

  @Endpoint('/heart_desire', {
    summary: "Heart's desire (soul urge) number from the vowels of the birth name",
    description: `Vowels only (A E I O U, and Y by the rule). ${NOTES.perPart} ${NOTES.yRule} ${NOTES.masters} ${NOTES.names}`,
    params: PersonNameParams,
    example: heartDesire(EXAMPLE_NAME, exampleTexts),
  })
  heartDesire(@Params() q: PersonName): HeartDesireResult {
    return heartDesire(personOf(q), this.texts);
  }

  @Endpoint('/personality_number', {
    summary: 'Personality number from the consonants of the birth name',
    description: `Consonants only (W always, Y by the rule). ${NOTES.perPart} ${NOTES.yRule} ${NOTES.masters} ${NOTES.names}`,
    params: PersonNameParams,
    example: personalityNumber(EXAMPLE_NAME, exampleTexts),
  })
  personalityNumber(@Params() q: PersonName): PersonalityResult {
    return personalityNumber(personOf(q), this.texts);
  }

  @Endpoint('/karmic_lessons', {
    summary: 'Karmic lessons: the letter values missing from the birth name',
    description:
      'The values 1-9 that no letter of the full name carries (Thomas John Hancock → 7 and 9), one text per lesson; counts ' +
      `shows how many letters carry each value. Under system=chaldean values run 1-8. ${NOTES.names}`,
    params: KarmicLessonsParams,
    example: karmicLessons({ full_name: 'Thomas John Hancock' }, exampleTexts),
  })
  karmicLessons(@Params() q: ParamsOf<typeof KarmicLessonsParams>): KarmicLessonsResult {
    return karmicLessons({ full_name: q.full_name, system: q.system, y_rule: q.y_rule }, this.texts);
  }

  @Endpoint('/subconscious_number', {
    summary: 'Subconscious self number: how many different values the name holds',
    description:
      'The count of distinct values 1-9 carried by the letters of the full name, i.e. 9 minus the number of karmic ' +
      `lessons (Thomas John Hancock → 7). A count, so nothing is reduced. ${NOTES.names}`,
    params: SubconsciousParams,
    example: subconsciousNumber({ name: 'Thomas John Hancock' }, exampleTexts),
  })
  subconsciousNumber(@Params() q: ParamsOf<typeof SubconsciousParams>): SubconsciousResult {
    return subconsciousNumber({ name: q.name, system: q.system, y_rule: q.y_rule }, this.texts);
  }

  @Endpoint('/thought_number', {
    summary: 'Rational thought number from the first name and the birth day',
    description:
      'The reduced total of the first name plus the reduced birth day, reduced again: John (1+6+8+5 = 20 → 2) + 16 (→ 7) = 9. ' +
      `${NOTES.masters} ${NOTES.names}`,
    params: ThoughtParams,
    example: thoughtNumber({ first_name: 'John', birth_day: 16 }, exampleTexts),
  })
  thoughtNumber(@Params() q: ParamsOf<typeof ThoughtParams>): RationalThoughtResult {
    return thoughtNumber({ first_name: q.first_name, birth_day: q.birth_day, system: q.system, y_rule: q.y_rule }, this.texts);
  }

  @Endpoint('/balance_number', {
    summary: 'Balance number from the initials of the birth name',
    description:
      'The values of the initials are added and reduced: TJH → 2 + 1 + 8 = 11. ' + NOTES.masters + ' A master balance reads ' +
      'the text of its root (the balance texts stop at 9). The counted initials are echoed.',
    params: BalanceParams,
    example: balanceNumber({ initials: 'TJH' }, exampleTexts),
  })
  balanceNumber(@Params() q: ParamsOf<typeof BalanceParams>): BalanceResult {
    return balanceNumber({ initials: q.initials, system: q.system }, this.texts);
  }

  @Endpoint('/lucky_numbers', {
    summary: 'Lucky numbers: life path, destiny, soul urge, soul, inner dream and the lucky number',
    description:
      'life_path_number (component method), destiny_number (all letters), soul_urge_number (vowels), soul_number (root of ' +
      'the soul urge), inner_dream_number (consonants, the older name of personality), lucky_number = reduce(life path + ' +
      `reduced birth day). Name numbers use per-part reduction; ${NOTES.masters} The name is full_name or name. ${NOTES.yRule}`,
    params: LuckyParams,
    example: luckyNumbers({ birthdate: '1990-07-14', full_name: 'Thomas John Hancock' }, exampleTexts),
  })
  luckyNumbers(@Params() q: ParamsOf<typeof LuckyParams>): LuckyNumbersResult {
    return luckyNumbers({ birthdate: q.birthdate.iso, full_name: q.full_name, name: q.name, system: q.system, y_rule: q.y_rule }, this.texts);
  }
}
