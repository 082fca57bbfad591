import { Module } from '@nestjs/common';
import { CalculatorsIndexController } from './calculators.index.controller';

/** Mount point of the calculators service: every route under /calculators. */
@Module({ controllers: [CalculatorsIndexController] })
export class CalculatorsModule {}
