/**
 * Numbers of things other than a person's name or birth date: a phone number, any text (gematria) and an
 * e-mail address.
 */
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  analyzePhone, emailNumerology, gematria, type EmailResult, type GematriaResult, type PhoneResult,
} from '../../../../libs/numerology/src/index';
import { p } from '../../../../libs/platform/src/params/params';
import type { ParamsOf } from '../../../../libs/platform/src/params/param';
import { Endpoint } from '../http/endpoint.decorator';
import { Params } from '../http/params.decorator';
import { exampleTexts } from './example-texts';
import { NOTES, SystemParam } from './numerology.params';
import { NumerologyTexts } from './numerology-texts.provider';

const PhoneParams = {
  phone_number: p
    .string({ maxLength: 40 })
    .required()
    .describe('Phone number with country code; digits, optionally with + ( ) - . and spaces (3-15 digits)', '15550109999'),
};

const GematriaParams = {
  text: p.string({ maxLength: 1000 }).required().describe('Latin text (accents folded) or Hebrew script; spaces, digits and punctuation are ignored', 'love'),
};

const EmailParams = {
  email: p.string({ maxLength: 254 }).required().describe('An e-mail address; only the part before the last @ counts', 'john99@example.com'),
  system: SystemParam,
};

@ApiTags('numerology')
@Controller('numerology')
export class TextNumbersController {
  constructor(private readonly texts: NumerologyTexts) {}

  @Endpoint('/analyze_phone', {
    summary: 'Vibration of a phone number and the share of each digit',
    description:
      'phone_overall_vibration = the sum of all digits, reduced with masters 11, 22 and 33 kept. overall_minor_numbers lists ' +
      'each digit that occurs (ascending) with its count and its share of all digits in percent, one decimal, rounded half ' +
      'up. Punctuation + ( ) - . and spaces are dropped; letters or other symbols are a 400.',
    params: PhoneParams,
    example: analyzePhone({ phone_number: '15550109999' }, exampleTexts),
  })
  analyzePhone(@Params() q: ParamsOf<typeof PhoneParams>): PhoneResult {
    return analyzePhone({ phone_number: q.phone_number }, this.texts);
  }

  @Endpoint('/gematria', {
    summary: 'Gematria of a text in four ciphers',
    description:
      'Latin letters: ordinal (A=1 … Z=26), reverse ordinal (A=26 … Z=1), Pythagorean (1-9) and the English "standard ' +
      'Hebrew" table (A-I 1-9, K 10 … T 100, U 200, X 300, Y 400, Z 500, J 600, V 700, W 900): love → 54 / 54 / 18 / 775. ' +
      'Hebrew script: Mispar Hechrechi (final forms as ordinary letters) with Mispar Siduri, its reverse and Mispar Katan. ' +
      'Totals are never reduced (reduced gives their digital roots); ordinal_hidden_meaning is keyed by the root of the ' +
      'ordinal total. Letters of other scripts, or Latin mixed with Hebrew, are a 400.',
    params: GematriaParams,
    example: gematria({ text: 'love' }, exampleTexts),
  })
  gematria(@Params() q: ParamsOf<typeof GematriaParams>): GematriaResult {
    return gematria({ text: q.text }, this.texts);
  }

  @Endpoint('/email-numerology', {
    summary: 'Core number of an e-mail address',
    description:
      'Only the local part (before the last @) counts — the domain is shared with strangers. Letters by their letter value ' +
      '(accents folded), digits at face value, the symbols . ! # $ % & \' * + / = ? ^ _ ` { | } ~ - count nothing; the total ' +
      `is reduced. ${NOTES.masters}`,
    params: EmailParams,
    example: emailNumerology({ email: 'john99@example.com' }, exampleTexts),
  })
  emailNumerology(@Params() q: ParamsOf<typeof EmailParams>): EmailResult {
    return emailNumerology({ email: q.email, system: q.system }, this.texts);
  }
}
