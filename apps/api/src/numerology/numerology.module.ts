import { Module } from '@nestjs/common';
import { NumerologyIndexController } from './numerology.index.controller';

/** Mount point of the numerology service: every route under /numerology. */
@Module({ controllers: [NumerologyIndexController] })
export class NumerologyModule {}
