import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ParamsOf } from '../../../../libs/platform/src/params/param';
import { p } from '../../../../libs/platform/src/params/params';
import { geezNumeral, MAX_GEEZ_NUMBER, type GeezNumeralResult } from '../../../../libs/ethiopian-calendar/src/index';
import { Endpoint } from '../http/endpoint.decorator';
import { Params } from '../http/params.decorator';

const GeezNumeralParams = {
  // A string, not an int: the same parameter carries either an Arabic number or a Ge'ez numeral.
  number: p
    .string({ maxLength: 64 })
    .required()
    .describe(`An integer from 1 to ${MAX_GEEZ_NUMBER} written with ASCII digits, or a Ge'ez numeral such as ፳፻፲፮`, '2016'),
};

@ApiTags('ethiopian-calendar')
@Controller('ethiopian-calendar')
export class GeezNumeralController {
  @Endpoint('/geez-numeral', {
    summary: "Convert between Arabic numbers and Ge'ez numerals",
    description:
      "Send digits to get the Ge'ez numeral, or a Ge'ez numeral to get its value; both forms are always returned. " +
      `Range 1-${MAX_GEEZ_NUMBER}: Ge'ez numerals have no zero, no negatives and no fractions. ` +
      'Each pair of decimal digits is written as a tens sign then a ones sign, ፻ (100) follows the hundreds pair and ፼ (10,000) the ten-thousands group; ' +
      'a leading one before ፻ or ፼ is left out (100 = ፻, 1000 = ፲፻, 10000 = ፼) but accepted when reading (፩፻ = 100).',
    params: GeezNumeralParams,
    example: geezNumeral('2016'),
  })
  geezNumeral(@Params() q: ParamsOf<typeof GeezNumeralParams>): GeezNumeralResult {
    return geezNumeral(q.number);
  }
}
