import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import { QueryBoolean } from '../../common/dto/field-rules';
import { QueryPageDto } from '../../common/dto/page.dto';
import { REPORT_SOURCES, REPORT_TYPES, type ReportSource, type ReportType } from '../reports.model';

/** GET /api/call-net/user-reports: the staff's list of reports, newest first. */
export class SearchStaffReportsDto extends QueryPageDto {
  @ApiPropertyOptional({ description: 'true: only reports recorded by "Nadal nie mam prądu" after a failure ended (possible nested outages)' })
  @QueryBoolean()
  @IsOptional()
  @IsBoolean({ message: M.notBoolean })
  afterRestoration?: boolean;
}

/** One report as staff see it in the list: where, when, what — without the reporter's contact. */
export class StaffReportResponseDto {
  @ApiProperty() id: number;
  @ApiProperty({ format: 'date-time' }) reportedAt: string;
  @ApiProperty({ enum: REPORT_SOURCES }) source: ReportSource;
  @ApiProperty({ enum: REPORT_TYPES }) reportType: ReportType;
  @ApiProperty({ example: 'ul. Marszałkowska 10, Warszawa' }) address: string;
  @ApiProperty() description: string;
  @ApiProperty() lng: number;
  @ApiProperty() lat: number;
  @ApiProperty({ description: 'Recorded by "Nadal nie mam prądu" after a failure ended: a possible nested outage' }) afterRestoration: boolean;
}

export class StaffReportPageResponseDto {
  @ApiProperty({ type: [StaffReportResponseDto] }) items: StaffReportResponseDto[];
  @ApiProperty() total: number;
}
