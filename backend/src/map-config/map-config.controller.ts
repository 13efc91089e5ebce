import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MapConfigResponseDto } from './dto/map-config-response.dto';

/**
 * The map layers of the public site come from the server's configuration rather than the build, so an
 * operator can move to their own tile server without rebuilding the front end (docs/map.md).
 */
@ApiTags('map')
@Controller('public/api/map')
export class MapConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('config') @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'Tile layers of the public map: road map, hybrid orthophoto and its labels' })
  @ApiOkResponse({ type: MapConfigResponseDto })
  get(): MapConfigResponseDto {
    return this.config.map;
  }
}
