import { Body, Controller, Param, Put, Req, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiSecurity, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { NoStore } from '../../auth/no-store';
import { ApiErrorResponseDto } from '../../common/dto/api-error-response.dto';
import { idPipe } from '../../common/id.pipe';
import { IntegrationApiKeyGuard, INTEGRATION_SECURITY } from '../../outages/integration/api-key.guard';
import { PlannedOutageActualDto } from '../dto/planned-outage-actual.dto';
import { PlannedOutageResponseDto } from '../dto/planned-outage-response.dto';
import { PLANNED_OUTAGE_DOCS } from '../planned-outages.api-docs';
import { PlannedOutagesService } from '../planned-outages.service';

/**
 * The outage-management system's report of what happened to a planned outage (docs/integration.md "Planned outages:
 * plan against fact"), behind the same key as its failures.
 */
@ApiTags('integration (outage-management system)')
@ApiSecurity(INTEGRATION_SECURITY)
@ApiUnauthorizedResponse({ type: ApiErrorResponseDto, description: 'X-Api-Key missing or not one of INTEGRATION_API_KEYS' })
@ApiBadRequestResponse({ type: ApiErrorResponseDto })
@UseGuards(IntegrationApiKeyGuard)
@NoStore()
@Controller('api/integration/planned-outages')
export class PlannedOutagesIntegrationController {
  constructor(private readonly outages: PlannedOutagesService) {}

  @PLANNED_OUTAGE_DOCS.integrationActual
  @Put(':id')
  @ApiParam({ name: 'id', description: "The planned outage's id in this portal", example: 12 })
  @ApiOkResponse({ type: PlannedOutageResponseDto })
  @ApiNotFoundResponse({ type: ApiErrorResponseDto })
  actual(@Param('id', idPipe) id: number, @Body() dto: PlannedOutageActualDto, @Req() req: Request): Promise<PlannedOutageResponseDto> {
    return this.outages.reportActual(id, dto, { userId: null, address: req.ip ?? null, method: 'api-key' }, 'integration');
  }
}
