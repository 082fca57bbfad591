/**
 * The astrology reference texts, read from libs/horoscope/content/reference once when the module starts and then
 * served from memory. This subset of the horoscope service needs no database: the texts are static, versioned
 * with the code, and checked as strictly as the quality test does (a damaged file fails the start-up, not a request).
 */
import { Injectable } from '@nestjs/common';
import { loadReferenceDir, referenceContentDir, type ReferenceLibrary } from '../../../../../libs/horoscope/src/reference/index';
import { SERVED_FAMILIES } from './horoscope.params';

@Injectable()
export class HoroscopeReference {
  readonly library: ReferenceLibrary = loadReferenceDir(referenceContentDir(), SERVED_FAMILIES);
}
