import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiConditionalGet } from '../common/prepared-body/api-conditional';
import { ApiErrorResponseDto } from '../common/dto/api-error-response.dto';
import { OutageItemResponseDto, UserReportMapItemResponseDto } from './dto/map-feed-response.dto';
import { PlannedMapSearchDto } from './dto/planned-map-search.dto';
import { MapFeedService } from './map-feed.service';
import { MAP_FEED_DOCS } from './map-feed.api-docs';

/**
 * Public spec §7 map calls, served from the in-memory snapshot (docs/map-feeds.md): pre-compressed bodies, ETag/304,
 * Cache-Control public max-age=15. Never throttled: a whole city sits behind a few NATs in a storm.
 */
@ApiTags('public map feeds')
@Controller('public/api')
export class MapFeedController {
  constructor(private readonly feeds: MapFeedService) {}

  @MAP_FEED_DOCS.extensive
  @Get('call-net/failures-extensive')
  @ApiConditionalGet()
  @ApiOkResponse({ type: [OutageItemResponseDto] })
  extensive(@Req() req: Request, @Res() res: Response): void {
    this.feeds.send(req, res, 'extensive');
  }

  @MAP_FEED_DOCS.failuresHv
  @Get('call-net/failures-hv')
  @ApiConditionalGet()
  @ApiOkResponse({ type: [OutageItemResponseDto] })
  failuresHv(@Req() req: Request, @Res() res: Response): void {
    this.feeds.send(req, res, 'hv');
  }

  @MAP_FEED_DOCS.failuresLv
  @Get('call-net/failures-lv')
  @ApiConditionalGet()
  @ApiOkResponse({ type: [OutageItemResponseDto] })
  failuresLv(@Req() req: Request, @Res() res: Response): void {
    this.feeds.send(req, res, 'lv');
  }

  @MAP_FEED_DOCS.reports
  @Get('call-net/reports')
  @ApiConditionalGet()
  @ApiOkResponse({ type: [UserReportMapItemResponseDto] })
  @ApiBadRequestResponse({ type: ApiErrorResponseDto })
  @ApiQuery({
    name: 'timePeriod',
    required: true,
    type: String,
    example: 'PT24H',
    pattern: '^PT([1-9]|1[0-9]|2[0-4])H$',
    description: 'Whole hours PT1H–PT24H',
  })
  reports(@Query('timePeriod') timePeriod: unknown, @Req() req: Request, @Res() res: Response): void | Promise<void> {
    return this.feeds.sendReports(req, res, timePeriod);
  }

  @MAP_FEED_DOCS.plannedAll
  @Get('planned-outage/get/all')
  @ApiConditionalGet()
  @ApiOkResponse({ type: [OutageItemResponseDto] })
  plannedAll(@Req() req: Request, @Res() res: Response): void {
    this.feeds.send(req, res, 'planned');
  }

  @MAP_FEED_DOCS.plannedMapSearch
  @Post('planned-outage/search/map')
  @HttpCode(200)
  @ApiOkResponse({ type: [OutageItemResponseDto] })
  @ApiBadRequestResponse({ type: ApiErrorResponseDto })
  plannedMapSearch(@Body() dto: PlannedMapSearchDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.feeds.sendPlannedActiveAt(req, res, dto);
  }
}
