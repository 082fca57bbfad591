/** Pinnacle cycles and the mirror numbers (nine-complement on the 1-9 circle). */
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  mirrorNumbers, mirrorPath, pinnacleCycles, type MirrorNumbersResult, type MirrorPathResult, type PinnacleCyclesResult,
} from '../../../../libs/numerology/src/index';
import { p } from '../../../../libs/platform/src/params/params';
import type { ParamsOf } from '../../../../libs/platform/src/params/param';
import { Endpoint } from '../http/endpoint.decorator';
import { Params } from '../http/params.decorator';
import { exampleTexts } from './example-texts';
import { dobParam } from './numerology.params';
import { NumerologyTexts } from './numerology-texts.provider';

const PinnacleParams = { dob: dobParam('Date of birth, YYYY-MM-DD', '1992-07-16') };

const MirrorNumbersParams = {
  base: p.int({ min: 1 }).describe('A positive whole number (1-9, 11, 22, 33 or any number, reduced with masters kept); omit for the full grid', 7),
  expanded: p.bool().default(false).describe('Add detailed meaning, cycle and cycle_keywords (true/false, 1/0, yes/no, y/n)', false),
};

const MirrorPathParams = {
  dob: p
    .string({ maxLength: 10, pattern: /^\d{4}-?\d{2}-?\d{2}$/, patternRule: 'a date written YYYY-MM-DD or YYYYMMDD' })
    .required()
    .describe('Date of birth, YYYY-MM-DD or YYYYMMDD', '1990-07-14'),
  expanded: p.bool().default(false).describe('Add detailed meanings, the cycle and its keywords (true/false, 1/0, yes/no, y/n)', false),
};

const MIRROR_RULE =
  'The mirror of a number is its nine-complement on the 1-9 circle: 1↔8, 2↔7, 3↔6, 4↔5, 9↔9; master numbers use their ' +
  'root (11→7, 22→5, 33→3). Drawn round a circle, it is the reflection across the axis through 9.';

@ApiTags('numerology')
@Controller('numerology')
export class CyclesAndMirrorsController {
  constructor(private readonly texts: NumerologyTexts) {}

  @Endpoint('/pinnacle-cycles', {
    summary: 'The four pinnacle cycles with their years',
    description:
      'Month, day and year are reduced to their roots m, d, y: P1 = m + d, P2 = d + y, P3 = P1 + P2, P4 = m + y, each reduced ' +
      'with masters 11, 22, 33 kept. P1 ends at age 36 − root(life path); P2 and P3 last 9 years; P4 runs for the rest of ' +
      'life (end_year null). Ages share their boundary year; start_year = birth year + start age.',
    params: PinnacleParams,
    example: pinnacleCycles({ dob: '1992-07-16' }, exampleTexts),
  })
  pinnacleCycles(@Params() q: ParamsOf<typeof PinnacleParams>): PinnacleCyclesResult {
    return pinnacleCycles({ dob: q.dob.iso }, this.texts);
  }

  @Endpoint('/mirror-numbers', {
    summary: 'Mirror number, keyword and meaning of a base number, or the full grid',
    description:
      `${MIRROR_RULE} Without base the grid 1-9, 11, 22, 33 is returned. With expanded=true each entry adds the detailed ` +
      'meaning, the cycle (every grid number whose root is the base\'s root or its mirror: 2 → [2, 7, 11]) and cycle_keywords.',
    params: MirrorNumbersParams,
    example: mirrorNumbers({ base: 7, expanded: true }, exampleTexts),
  })
  mirrorNumbers(@Params() q: ParamsOf<typeof MirrorNumbersParams>): MirrorNumbersResult {
    return mirrorNumbers({ base: q.base, expanded: q.expanded }, this.texts);
  }

  @Endpoint('/mirror-path', {
    summary: 'Life path number, its mirror path and their meanings',
    description:
      `The life path (component method, masters kept) and its mirror; the path walks the loop base → mirror → base. ${MIRROR_RULE} ` +
      'With expanded=true: both full texts, the cycle and its keywords.',
    params: MirrorPathParams,
    example: mirrorPath({ dob: '1990-07-14', expanded: false }, exampleTexts),
  })
  mirrorPath(@Params() q: ParamsOf<typeof MirrorPathParams>): MirrorPathResult {
    return mirrorPath({ dob: q.dob, expanded: q.expanded }, this.texts);
  }
}
