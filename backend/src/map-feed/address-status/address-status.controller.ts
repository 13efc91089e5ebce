import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrorResponseDto } from '../../common/dto/api-error-response.dto';
import { ApiConditionalGet } from '../../common/prepared-body/api-conditional';
import { sendFeed } from '../../common/prepared-body/send-feed';
import { FEED_CACHE_CONTROL } from '../map-feed.model';
import { ADDRESS_STATUS_DOCS } from './address-status.api-docs';
import { addressStatusQueryOrThrow } from './address-status.query';
import { AddressStatusService } from './address-status.service';
import { AddressStatusResponseDto } from './dto/address-status-response.dto';

/**
 * The address card's call (docs/map.md "Address card"): in a storm everyone asks "what about my address?" at once, so
 * a question is answered from the prepared bodies (one per rounded point, address-status.service.ts). Never
 * throttled, like the feeds.
 */
@ApiTags('public map feeds')
@Controller('public/api')
export class AddressStatusController {
  constructor(private readonly service: AddressStatusService) {}

  @ADDRESS_STATUS_DOCS.status
  @Get('address-status')
  @ApiQuery({ name: 'lat', required: true, type: Number, example: 52.2297, description: 'Latitude, a plain decimal inside Poland' })
  @ApiQuery({ name: 'lng', required: true, type: Number, example: 21.0122, description: 'Longitude, a plain decimal inside Poland' })
  @ApiQuery({
    name: 'street',
    required: false,
    type: String,
    example: 'ul. Marszałkowska',
    description: 'With houseNumber: matches planned outages by their address list',
  })
  @ApiQuery({ name: 'houseNumber', required: false, type: String, example: '10', description: 'With street' })
  @ApiConditionalGet()
  @ApiOkResponse({ type: AddressStatusResponseDto })
  @ApiBadRequestResponse({
    type: ApiErrorResponseDto,
    description: 'Coordinates missing, repeated, not plain decimals or outside Poland; street without houseNumber',
  })
  async status(@Req() req: Request, @Res() res: Response): Promise<void> {
    const url = req.originalUrl;
    const q = addressStatusQueryOrThrow(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
    sendFeed(req, res, await (this.service.body(q) ?? this.service.bodyWhenReady(q)), FEED_CACHE_CONTROL);
  }
}
