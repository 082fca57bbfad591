/**
 * The newer name readings: cornerstone and capstone letters, ancestor reading, planes of expression, maturity,
 * hidden passion and its positions. The spec spells the name parameter differently per endpoint (name,
 * family_name, fullname); each is used exactly as written there.
 */
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ancestorReading, capstoneLetter, cornerstoneLetter, hiddenPassion, hiddenPassionPositions, maturityNumber, planesOfExpression,
  type AncestorResult, type HiddenPassionPositionsResult, type HiddenPassionResult, type KeystoneLetterResult, type MaturityResult,
  type PlanesResult,
} from '../../../../libs/numerology/src/index';
import type { ParamsOf } from '../../../../libs/platform/src/params/param';
import { Endpoint } from '../http/endpoint.decorator';
import { Params } from '../http/params.decorator';
import { exampleTexts } from './example-texts';
import { NOTES, SystemParam, YRuleParam, dobParam, nameParam } from './numerology.params';
import { NumerologyTexts } from './numerology-texts.provider';

const LetterParams = {
  name: nameParam('Full or first name; the first word is used (Jean-Pierre is one word)', 'Thomas John Hancock').required(),
  system: SystemParam,
};

const AncestorParams = {
  family_name: nameParam('Surname, clan name or ancestral identifier (all its parts count)', 'Hancock').required(),
  system: SystemParam,
  y_rule: YRuleParam,
};

const FullnameParams = {
  fullname: nameParam('Full birth name (first, middle, last)', 'Thomas John Hancock').required(),
  system: SystemParam,
};

const MaturityParams = {
  dob: dobParam(),
  fullname: nameParam('Full birth name', 'Thomas John Hancock').required(),
  system: SystemParam,
  y_rule: YRuleParam,
};

const EXAMPLE = 'Thomas John Hancock';

@ApiTags('numerology')
@Controller('numerology')
export class NameReadingsController {
  constructor(private readonly texts: NumerologyTexts) {}

  @Endpoint('/cornerstone-letter', {
    summary: 'Cornerstone: the first letter of the first word of the name',
    description: `The first letter of the first name part and its letter value (no reduction); texts are keyed by the letter. ${NOTES.names}`,
    params: LetterParams,
    example: cornerstoneLetter({ name: EXAMPLE }, exampleTexts),
  })
  cornerstoneLetter(@Params() q: ParamsOf<typeof LetterParams>): KeystoneLetterResult {
    return cornerstoneLetter({ name: q.name, system: q.system }, this.texts);
  }

  @Endpoint('/capstone-letter', {
    summary: 'Capstone: the last letter of the first word of the name',
    description: `The last letter of the first name part and its letter value (no reduction); texts are keyed by the letter. ${NOTES.names}`,
    params: LetterParams,
    example: capstoneLetter({ name: EXAMPLE }, exampleTexts),
  })
  capstoneLetter(@Params() q: ParamsOf<typeof LetterParams>): KeystoneLetterResult {
    return capstoneLetter({ name: q.name, system: q.system }, this.texts);
  }

  @Endpoint('/ancestor-reading', {
    summary: 'Ancestral number and legacy text of a family name',
    description: `The destiny number of the family name: every letter of every surname part. ${NOTES.perPart} ${NOTES.masters} legacy is the detailed text. ${NOTES.names}`,
    params: AncestorParams,
    example: ancestorReading({ family_name: 'Hancock' }, exampleTexts),
  })
  ancestorReading(@Params() q: ParamsOf<typeof AncestorParams>): AncestorResult {
    return ancestorReading({ family_name: q.family_name, system: q.system, y_rule: q.y_rule }, this.texts);
  }

  @Endpoint('/planes-of-expression', {
    summary: 'Planes of expression: letters of the name per plane',
    description:
      'Letters counted by Decoz\'s classes — physical E W D M; mental A H J N P G L; emotional I O R Z B S T X; intuitive ' +
      'K F Q U Y C V — with the sum of their values and its reduction; dominant_planes lists the largest count(s). ' + NOTES.names,
    params: FullnameParams,
    example: planesOfExpression({ fullname: EXAMPLE }, exampleTexts),
  })
  planesOfExpression(@Params() q: ParamsOf<typeof FullnameParams>): PlanesResult {
    return planesOfExpression({ fullname: q.fullname, system: q.system }, this.texts);
  }

  @Endpoint('/maturity-number', {
    summary: 'Maturity number: life path plus destiny',
    description:
      'Life path (component method) + destiny (all letters, per-part reduction), reduced; each is taken in its master form ' +
      `when it is one (11 + 22 = 33). ${NOTES.masters} ${NOTES.names}`,
    params: MaturityParams,
    example: maturityNumber({ dob: '1990-07-14', fullname: EXAMPLE }, exampleTexts),
  })
  maturityNumber(@Params() q: ParamsOf<typeof MaturityParams>): MaturityResult {
    return maturityNumber({ dob: q.dob.iso, fullname: q.fullname, system: q.system, y_rule: q.y_rule }, this.texts);
  }

  @Endpoint('/hidden-passion', {
    summary: 'Hidden passion: the letter value that occurs most often in the name',
    description:
      'Letters of the full name are counted per value 1-9; the value(s) with the highest count are the hidden passion. Ties ' +
      `return every tied value ascending in hidden_passion_numbers; hidden_passion_number is the smallest. ${NOTES.names}`,
    params: FullnameParams,
    example: hiddenPassion({ fullname: EXAMPLE }, exampleTexts),
  })
  hiddenPassion(@Params() q: ParamsOf<typeof FullnameParams>): HiddenPassionResult {
    return hiddenPassion({ fullname: q.fullname, system: q.system }, this.texts);
  }

  @Endpoint('/hidden-passion-positions', {
    summary: 'Hidden passion positions (HPPN) and gap vector',
    description:
      'Our definition: the 1-based positions, in the letters-only full name, of the letters carrying the (first) hidden ' +
      'passion value; position_sum; HPPN = that sum reduced with masters kept; gap_vector = the differences between ' +
      'consecutive positions; positions_by_part repeats them within each name part. The HPPN reads the hidden-passion ' +
      `text of its root. ${NOTES.names}`,
    params: FullnameParams,
    example: hiddenPassionPositions({ fullname: EXAMPLE }, exampleTexts),
  })
  hiddenPassionPositions(@Params() q: ParamsOf<typeof FullnameParams>): HiddenPassionPositionsResult {
    return hiddenPassionPositions({ fullname: q.fullname, system: q.system }, this.texts);
  }
}
