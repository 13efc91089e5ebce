import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, Min } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../../../common/api-error';
import { IsInstant, QueryInt } from '../../../common/dto/field-rules';
import { REPORT_SOURCES, REPORT_TYPES, type ReportSource, type ReportType } from '../../../reports/reports.model';
import { MaxDbInt } from '../../../common/db-int';

export const REPORTS_PAGE = { default: 100, max: 1000 } as const;

/** GET /api/integration/user-reports: reports submitted since an instant, in id order, one page at a time. */
export class IntegrationReportsQueryDto {
  @ApiProperty({ format: 'date-time', example: '2026-11-21T18:00:00Z', description: 'Reports submitted at or after this instant' })
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/ /g, '+') : value))
  @IsNotEmpty({ message: M.required })
  @IsString({ message: M.notString })
  @IsInstant()
  since: string;

  @ApiPropertyOptional({ description: "The previous page's nextAfterId: only reports with a larger id" })
  @QueryInt()
  @IsOptional()
  @IsInt({ message: M.notInteger })
  @Min(0, { message: M.minValue(0) })
  @MaxDbInt()
  afterId?: number;

  @ApiPropertyOptional({ default: REPORTS_PAGE.default })
  @QueryInt()
  @IsOptional()
  @IsInt({ message: M.notInteger })
  @Min(1, { message: M.minValue(1) })
  @Max(REPORTS_PAGE.max, { message: M.maxValue(REPORTS_PAGE.max) })
  limit?: number;
}

export class IntegrationReportResponseDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: REPORT_SOURCES }) source: ReportSource;
  @ApiProperty({ enum: REPORT_TYPES }) reportType: ReportType;
  @ApiProperty() city: string;
  @ApiProperty({ type: String, nullable: true }) district: string | null;
  @ApiProperty({ type: String, nullable: true }) streetType: string | null;
  @ApiProperty() streetName: string;
  @ApiProperty() residenceNumber: string;
  @ApiProperty({ type: String, nullable: true }) apartmentNumber: string | null;
  @ApiProperty({ type: String, nullable: true }) postcode: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'null once personal data was removed (retention)' }) reporter: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'null once personal data was removed (retention)' }) phoneNumber: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'null once personal data was removed (retention)' }) email: string | null;
  @ApiProperty() personalDataRemoved: boolean;
  @ApiProperty() description: string;
  @ApiProperty() lng: number;
  @ApiProperty() lat: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) outageStart: string | null;
  @ApiProperty({ format: 'date-time' }) reportedAt: string;
  @ApiProperty({ type: Number, nullable: true }) areaId: number | null;
  @ApiProperty({
    description:
      'Recorded by a "Nadal nie mam prądu" answer after a failure ended at this watched address (docs/reports.md "After restoration"): a possible nested outage',
  })
  afterRestoration: boolean;
}

export class IntegrationReportsPageResponseDto {
  @ApiProperty({ type: [IntegrationReportResponseDto] }) items: IntegrationReportResponseDto[];
  @ApiProperty({ type: Number, nullable: true, description: 'Pass as afterId for the next page; null when this page is the last' })
  nextAfterId: number | null;
}
