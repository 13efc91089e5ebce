import { Controller, Get, Inject, OnModuleInit, Req, Res } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildFeedBody, type FeedBody } from '../common/prepared-body/feed-body';
import { sendFeed } from '../common/prepared-body/send-feed';
import { ApiConditionalGet } from '../common/prepared-body/api-conditional';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MapConfigResponseDto } from '../config/dto/map-config-response.dto';
import { MAP_CONFIG_DOCS } from './map-config.api-docs';

const MAP_CONFIG_CACHE_CONTROL = 'public, max-age=300';

/**
 * The map layers of the public site come from the server's configuration rather than the build, so an
 * operator can move to their own tile server without rebuilding the front end (docs/map.md).
 */
@ApiTags('map')
@Controller('public/api/map')
export class MapConfigController implements OnModuleInit {
  /** The configuration does not change while the server runs: its answer is prepared once, like a map feed's. */
  private body!: FeedBody;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    this.body = await buildFeedBody(this.config.map);
  }

  @Get('config')
  @MAP_CONFIG_DOCS.get
  @ApiConditionalGet()
  @ApiOkResponse({ type: MapConfigResponseDto })
  get(@Req() req: IncomingMessage, @Res() res: ServerResponse): void {
    sendFeed(req, res, this.body, MAP_CONFIG_CACHE_CONTROL);
  }
}
