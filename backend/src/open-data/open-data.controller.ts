import { Controller, Get, HttpCode, Options, Param, Req, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiProduces, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiConditionalGet } from '../common/prepared-body/api-conditional';
import { ApiErrorResponseDto } from '../common/dto/api-error-response.dto';
import { OPEN_DATA_DOCS } from './open-data.api-docs';
import { OpenDataService } from './open-data.service';
import { ALERTS_EXAMPLE, ATOM_EXAMPLE, GEOJSON_EXAMPLE } from './open-data.examples';

const NOT_READY = ApiServiceUnavailableResponse({ type: ApiErrorResponseDto, description: 'The first snapshot is not built yet (seconds after a start)' });

/** Open data (docs/open-data.md): the three feeds from their prepared bodies, and their CORS preflight. */
@ApiTags('open data')
@Controller('public/api/open/v1')
export class OpenDataController {
  constructor(private readonly openData: OpenDataService) {}

  @OPEN_DATA_DOCS.outages
  @Get('outages.geojson')
  @ApiConditionalGet()
  @NOT_READY
  @ApiProduces('application/geo+json')
  @ApiOkResponse({ description: 'GeoJSON FeatureCollection', content: { 'application/geo+json': { schema: { type: 'object' }, example: GEOJSON_EXAMPLE } } })
  outages(@Req() req: Request, @Res() res: Response): void | Promise<void> {
    return this.openData.send(req, res, 'geojson');
  }

  @OPEN_DATA_DOCS.planned
  @Get('planned.atom')
  @ApiConditionalGet()
  @NOT_READY
  @ApiProduces('application/atom+xml')
  @ApiOkResponse({ description: 'Atom 1.0 feed', content: { 'application/atom+xml': { schema: { type: 'string' }, example: ATOM_EXAMPLE } } })
  planned(@Req() req: Request, @Res() res: Response): void | Promise<void> {
    return this.openData.send(req, res, 'atom');
  }

  @OPEN_DATA_DOCS.alerts
  @Get('alerts.cap')
  @ApiConditionalGet()
  @NOT_READY
  @ApiProduces('application/atom+xml')
  @ApiOkResponse({ description: 'Atom feed of CAP 1.2 alerts', content: { 'application/atom+xml': { schema: { type: 'string' }, example: ALERTS_EXAMPLE } } })
  alerts(@Req() req: Request, @Res() res: Response): void | Promise<void> {
    return this.openData.send(req, res, 'cap');
  }

  @OPEN_DATA_DOCS.preflight
  @Options(':feed')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'CORS preflight answered' })
  @ApiNotFoundResponse({ type: ApiErrorResponseDto, description: 'No such feed' })
  @ApiParam({ name: 'feed', enum: ['outages.geojson', 'planned.atom', 'alerts.cap'], example: 'outages.geojson' })
  preflight(@Param('feed') feed: string, @Res() res: Response): void {
    this.openData.preflight(feed, res);
  }
}
