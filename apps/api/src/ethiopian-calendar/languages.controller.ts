import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { supportedLanguages, type SupportedLanguagesResult } from '../../../../libs/ethiopian-calendar/src/index';
import { Endpoint } from '../http/endpoint.decorator';
import { Params } from '../http/params.decorator';
import { LANG_RULE } from './ethiopian-calendar.texts';

const LanguagesParams = {};

@ApiTags('ethiopian-calendar')
@Controller('ethiopian-calendar')
export class LanguagesController {
  @Endpoint('/languages', {
    summary: 'Languages with translated month and day names',
    description:
      'Lists every ISO 639-1 language for which Ethiopian month names or weekday names are available, with its English and native names, ' +
      'and whether the month names come from ICU or from our transliteration table. complete_count counts languages with both kinds of name. ' +
      `${LANG_RULE} (The example shows the listing restricted to Amharic, Tigrinya and Afaan Oromo; the real answer lists and counts all of them.)`,
    params: LanguagesParams,
    example: supportedLanguages(['am', 'ti', 'om']),
  })
  languages(@Params() _q: Record<string, never>): SupportedLanguagesResult {
    return supportedLanguages();
  }
}
