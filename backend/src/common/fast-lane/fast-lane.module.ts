import { Global, Module } from '@nestjs/common';
import { FastLane } from './fast-lane';

/** One lane for the whole app: feature modules register their prepared-body routes in it (fast-lane.ts). */
@Global()
@Module({ providers: [FastLane], exports: [FastLane] })
export class FastLaneModule {}
