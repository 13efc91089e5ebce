import { ApiProperty } from '@nestjs/swagger';
import type { MapLayerConfig, MapLayersConfig } from '../../config/app-config';

export class MapLayerResponseDto implements MapLayerConfig {
  @ApiProperty({ example: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', description: 'XYZ tile URL, or a WMS address when wmsLayers is set' })
  url: string;

  @ApiProperty({ type: String, nullable: true, example: null, description: 'WMS layer names (comma-separated); null for an XYZ tile URL' })
  wmsLayers: string | null;

  @ApiProperty({ example: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>', description: 'HTML shown in the map corner' })
  attribution: string;
}

/** The public map's layers (docs/map.md): set by the MAP_* environment variables. */
export class MapConfigResponseDto implements MapLayersConfig {
  @ApiProperty({ type: MapLayerResponseDto }) road: MapLayerResponseDto;
  @ApiProperty({ type: MapLayerResponseDto, description: 'Orthophoto under the hybrid map' }) hybrid: MapLayerResponseDto;
  @ApiProperty({ type: MapLayerResponseDto, nullable: true, description: 'Labels over the orthophoto; null for none' })
  hybridLabels: MapLayerResponseDto | null;
}
