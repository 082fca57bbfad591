import { Module } from '@nestjs/common';
import { AnalyzeController } from './analyze.controller';
import { PacketsIndexController } from './packets.index.controller';

/** Mount point of the packets service: every route under /packets. */
@Module({ controllers: [PacketsIndexController, AnalyzeController] })
export class PacketsModule {}
