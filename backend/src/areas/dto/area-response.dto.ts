import { ApiProperty } from '@nestjs/swagger';
import { LngLatDto } from '../../common/dto/lng-lat.dto';
import { toShape } from '../../geo/area-geometry';
import type { AreaEntity } from '../entities/area.entity';

export class AreaPolygonResponseDto {
  @ApiProperty({ type: [LngLatDto] }) outerRing: LngLatDto[];
  @ApiProperty({ type: 'array', items: { type: 'array', items: { $ref: '#/components/schemas/LngLatDto' } }, description: 'Holes' })
  innerRings: LngLatDto[][];
}

/** Public spec §3 Area: shape has one element per polygon (a MultiPolygon gives several). */
export class AreaResponseDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ type: [AreaPolygonResponseDto] }) shape: AreaPolygonResponseDto[];

  static from(area: Pick<AreaEntity, 'id' | 'name' | 'description' | 'geometry'>): AreaResponseDto {
    return { id: area.id, name: area.name, description: area.description, shape: toShape(area.geometry) };
  }
}

export class AreaNameResponseDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

export class AreaUploadResponseDto {
  @ApiProperty({ description: 'Areas with a new name' }) added: number;
  @ApiProperty({ description: 'Areas whose name existed: same id, new outline and description' }) replaced: number;
  @ApiProperty({ type: [AreaResponseDto], description: 'The areas of the file, as stored' }) areas: AreaResponseDto[];
}
