import { Body, Controller, Param, Put, Req } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiParam } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrorResponseDto } from '../../common/dto/api-error-response.dto';
import { idPipe } from '../../common/id.pipe';
import { IntegrationApi } from '../../outages/integration/api-key.guard';
import { PlannedOutageActualDto } from '../dto/planned-outage-actual.dto';
import { PlannedOutageResponseDto } from '../dto/planned-outage-response.dto';
import { PLANNED_OUTAGE_DOCS } from '../planned-outages.api-docs';
import { PlannedOutagesService } from '../planned-outages.service';

/**
 * The outage-management system's report of what happened to a planned outage (docs/integration.md "Planned outages:
 * plan against fact"), behind the same key as its failures.
 */
@IntegrationApi()
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
