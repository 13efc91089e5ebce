import { Module } from '@nestjs/common';
import { AreasController, PublicAreasController } from './areas.controller';
import { AreasRepository } from './areas.repository';
import { AreasService } from './areas.service';

/** Service areas (public spec §3, §7, §8; staff spec §2.7, §5, §7). */
@Module({
  controllers: [AreasController, PublicAreasController],
  providers: [AreasService, AreasRepository],
  exports: [AreasService],
})
export class AreasModule {}
