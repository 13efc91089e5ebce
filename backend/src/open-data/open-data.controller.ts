import { Controller, Get, HttpCode, Options, Param, Req, Res } from '@nestjs/common';
import {
  ApiHeader,
  ApiNoContentResponse,
  ApiNotModifiedResponse,
  ApiOkResponse,
  ApiParam,
  ApiProduces,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrorResponseDto } from '../common/dto/api-error-response.dto';
import { OPEN_DATA_DOCS } from './open-data.api-docs';
import { OpenDataService } from './open-data.service';
import { ALERTS_EXAMPLE, ATOM_EXAMPLE, GEOJSON_EXAMPLE } from './open-data.examples';

const CONDITIONAL = ApiHeader({ name: 'If-None-Match', required: false, description: 'ETag of the copy you have: 304 when it is current' });
const NOT_READY = ApiServiceUnavailableResponse({ type: ApiErrorResponseDto, description: 'The first snapshot is not built yet (seconds after a start)' });

/**
 * Open data (issue 17, docs/open-data.md). The fast lane answers these GETs before Express (open-data.lane.ts); this
 * controller answers what the lane declines (before the first build) and the CORS preflight, and documents the calls.
 */
@ApiTags('open data')
@ApiNotModifiedResponse({ description: 'The If-None-Match ETag is current' })
@Controller('public/api/open/v1')
export class OpenDataController {
  constructor(private readonly openData: OpenDataService) {}

  @OPEN_DATA_DOCS.outages
  @Get('outages.geojson')
  @CONDITIONAL
  @NOT_READY
  @ApiProduces('application/geo+json')
  @ApiOkResponse({ description: 'GeoJSON FeatureCollection', content: { 'application/geo+json': { schema: { type: 'object' }, example: GEOJSON_EXAMPLE } } })
  outages(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.openData.send(req, res, 'geojson');
  }

  @OPEN_DATA_DOCS.planned
  @Get('planned.atom')
  @CONDITIONAL
  @NOT_READY
  @ApiProduces('application/atom+xml')
  @ApiOkResponse({ description: 'Atom 1.0 feed', content: { 'application/atom+xml': { schema: { type: 'string' }, example: ATOM_EXAMPLE } } })
  planned(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.openData.send(req, res, 'atom');
  }

  @OPEN_DATA_DOCS.alerts
  @Get('alerts.cap')
  @CONDITIONAL
  @NOT_READY
  @ApiProduces('application/atom+xml')
  @ApiOkResponse({ description: 'Atom feed of CAP 1.2 alerts', content: { 'application/atom+xml': { schema: { type: 'string' }, example: ALERTS_EXAMPLE } } })
  alerts(@Req() req: Request, @Res() res: Response): Promise<void> {
    return this.openData.send(req, res, 'cap');
  }

  @OPEN_DATA_DOCS.preflight
  @Options(':feed')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'CORS preflight answered' })
  @ApiParam({ name: 'feed', enum: ['outages.geojson', 'planned.atom', 'alerts.cap'], example: 'outages.geojson' })
  preflight(@Param('feed') feed: string, @Res() res: Response): void {
    this.openData.preflight(feed, res);
  }
}
