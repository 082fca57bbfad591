import { Module } from '@nestjs/common';
import { AstrologyReferenceController } from './astrology-reference.controller';
import { HoroscopeReference } from './horoscope-reference.provider';
import { SignTraitsController } from './sign-traits.controller';

/** Horoscopes under /numerology/horoscope. For now the static reference: sign traits and the astrology reference, texts from files. */
@Module({
  controllers: [SignTraitsController, AstrologyReferenceController],
  providers: [HoroscopeReference],
  exports: [HoroscopeReference],
})
export class HoroscopeModule {}
