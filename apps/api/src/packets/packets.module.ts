import { Module } from '@nestjs/common';
import { PacketsIndexController } from './packets.index.controller';

/** Mount point of the packets service: every route under /packets. */
@Module({ controllers: [PacketsIndexController] })
export class PacketsModule {}
