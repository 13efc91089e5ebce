import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponseDto } from '../common/dto/api-error-response.dto';
import { Auth } from '../auth/guards';
import { STAFF_ROLES } from '../users/system-role';
import { ReportsGatheredQueryDto, ReportsGatheredResponseDto } from './dto/reports-gathered.dto';
import { OutageLocatorService } from '../map-feed/outage-locator.service';
import { REPORTS_GATHERED_DOCS } from './reports-gathered.api-docs';

/** How many reports an outage gathered, for the staff previews (from the map's snapshot, no query). */
@ApiTags('call-net')
@Controller('api/call-net')
export class ReportsGatheredController {
  constructor(private readonly locator: OutageLocatorService) {}

  @REPORTS_GATHERED_DOCS.count
  @Get('reports-gathered')
  @Auth(...STAFF_ROLES)
  @ApiOkResponse({ type: ReportsGatheredResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorResponseDto, description: '`kind` or `id` missing or not valid' })
  count(@Query() q: ReportsGatheredQueryDto): ReportsGatheredResponseDto {
    return { kind: q.kind, id: q.id, reportsCount: this.locator.reportsGathered(q.kind, q.id) };
  }
}
