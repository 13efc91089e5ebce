import { ApiProperty } from '@nestjs/swagger';

/**
 * One map layer for Leaflet: an XYZ tile URL, or a WMS address when `wmsLayers` is set (docs/map.md). Declared once
 * here: the validated configuration holds it (app-config.ts) and GET /api/map-config answers it as is.
 */
export class MapLayerResponseDto {
  @ApiProperty({ example: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', description: 'XYZ tile URL, or a WMS address when wmsLayers is set' })
  url: string;

  @ApiProperty({ type: String, nullable: true, example: null, description: 'WMS layer names (comma-separated); null for an XYZ tile URL' })
  wmsLayers: string | null;

  @ApiProperty({ example: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>', description: 'HTML shown in the map corner' })
  attribution: string;
}

/** The public map's layers (docs/map.md): set by the MAP_* environment variables. */
export class MapConfigResponseDto {
  @ApiProperty({ type: MapLayerResponseDto }) road: MapLayerResponseDto;
  @ApiProperty({ type: MapLayerResponseDto, description: 'Orthophoto under the hybrid map' }) hybrid: MapLayerResponseDto;
  @ApiProperty({ type: MapLayerResponseDto, nullable: true, description: 'Labels over the orthophoto; null for none' })
  hybridLabels: MapLayerResponseDto | null;
}
