import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth } from '../auth/guards';
import { ApiErrorResponseDto } from '../common/dto/api-error-response.dto';
import { STAFF_ROLES } from '../users/system-role';
import { SearchStaffReportsDto, StaffReportPageResponseDto } from './dto/staff-reports.dto';
import { STAFF_REPORTS_DOCS } from './staff-reports.api-docs';
import { UserReportsService } from './user-reports.service';

/** The back office's list of residents' reports, with the "possible nested outage" flag (docs/reports.md "After restoration"). */
@ApiTags('call-net')
@Controller('api/call-net')
export class StaffReportsController {
  constructor(private readonly reports: UserReportsService) {}

  @STAFF_REPORTS_DOCS.list
  @Get('user-reports')
  @Auth(...STAFF_ROLES)
  @ApiOkResponse({ type: StaffReportPageResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorResponseDto, description: 'A filter or the paging not valid' })
  list(@Query() q: SearchStaffReportsDto): Promise<StaffReportPageResponseDto> {
    return this.reports.staffPage(q);
  }
}
