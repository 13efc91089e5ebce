import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiPayloadTooLargeResponse } from '@nestjs/swagger';
import { BodyLimit } from '../../common/body-parsers';
import { ApiErrorResponseDto } from '../../common/dto/api-error-response.dto';
import { CallNetOutagesService } from '../call-net-outages.service';
import { EndOutageDto, OutageInputDto } from '../dto/outage-input.dto';
import { IntegrationOutageResponseDto } from '../dto/outage-response.dto';
import { IntegrationApi } from './api-key.guard';
import { IntegrationReportsPageResponseDto, IntegrationReportsQueryDto } from './dto/integration-reports.dto';
import { IntegrationReportsService } from './integration-reports.service';
import { outageInputMaxBytes } from '../outage-input.rules';
import { INTEGRATION_DOCS } from './integration.api-docs';

const OUTAGE_PUT_BODY_LIMIT = outageInputMaxBytes();

const EXTERNAL_ID = ApiParam({
  name: 'externalId',
  description: "The outage-management system's own id (1–64 of A–Z a–z 0–9 . _ : -)",
  example: 'AW-2026-000123',
});

/** The outage-management system's API (docs/integration.md): failures and extensive outages in, user reports out. */
@IntegrationApi()
@Controller('api/integration')
export class IntegrationController {
  constructor(
    private readonly outages: CallNetOutagesService,
    private readonly reports: IntegrationReportsService,
  ) {}

  @INTEGRATION_DOCS.upsert
  @Put('outages/:externalId')
  // The largest body the documented field limits allow: a payload within them is never answered 413.
  @BodyLimit(OUTAGE_PUT_BODY_LIMIT)
  @EXTERNAL_ID
  @ApiOkResponse({ type: IntegrationOutageResponseDto, description: 'Created or updated (see `created`)' })
  @ApiPayloadTooLargeResponse({
    type: ApiErrorResponseDto,
    description: `Treść większa niż ${OUTAGE_PUT_BODY_LIMIT} bajtów: więcej, niż pozwalają limity pól (każda treść w ich granicach się mieści)`,
  })
  upsert(@Param('externalId') externalId: string, @Body() dto: OutageInputDto): Promise<IntegrationOutageResponseDto> {
    return this.outages.upsert(externalId, dto);
  }

  @INTEGRATION_DOCS.get
  @Get('outages/:externalId')
  @EXTERNAL_ID
  @ApiOkResponse({ type: IntegrationOutageResponseDto })
  @ApiNotFoundResponse({ type: ApiErrorResponseDto })
  get(@Param('externalId') externalId: string): Promise<IntegrationOutageResponseDto> {
    return this.outages.get(externalId);
  }

  @INTEGRATION_DOCS.end
  @Post('outages/:externalId/end')
  @HttpCode(200)
  @EXTERNAL_ID
  @ApiOkResponse({ type: IntegrationOutageResponseDto })
  @ApiNotFoundResponse({ type: ApiErrorResponseDto })
  end(@Param('externalId') externalId: string, @Body() dto: EndOutageDto): Promise<IntegrationOutageResponseDto> {
    return this.outages.end(externalId, dto.endedAt);
  }

  @INTEGRATION_DOCS.userReports
  @Get('user-reports')
  @ApiOkResponse({ type: IntegrationReportsPageResponseDto })
  userReports(@Query() query: IntegrationReportsQueryDto): Promise<IntegrationReportsPageResponseDto> {
    return this.reports.since(query);
  }
}
