import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsObject, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SORT_ORDERS } from '../../common/dto/page.dto';
import { MaxDbInt } from '../../common/db-int';
import { IsWarsawDate, WARSAW_DATE_DESCRIPTION } from '../../common/dto/field-rules';

export const MY_REPORTS_SORT_FIELDS = ['reportDate'] as const;

export class MyReportsPageDto {
  @ApiPropertyOptional({ description: `domyślnie ${DEFAULT_PAGE_SIZE}` })
  @IsOptional()
  @IsInt({ message: M.notInteger })
  @Min(1, { message: M.minValue(1) })
  @Max(MAX_PAGE_SIZE, { message: M.maxValue(MAX_PAGE_SIZE) })
  limit?: number;

  @ApiPropertyOptional({ description: 'domyślnie 0' })
  @IsOptional()
  @IsInt({ message: M.notInteger })
  @Min(0, { message: M.minValue(0) })
  @MaxDbInt()
  offset?: number;
}

/** Public spec §3 my-reports search criteria. */
export class MyReportsSearchDto {
  @ApiPropertyOptional({ type: String, example: '2026-11-21', description: `Dzień zgłoszenia według czasu warszawskiego. ${WARSAW_DATE_DESCRIPTION}` })
  @IsOptional()
  @IsWarsawDate()
  reportDate?: string;

  @ApiPropertyOptional({ enum: MY_REPORTS_SORT_FIELDS })
  @IsOptional()
  @IsIn(MY_REPORTS_SORT_FIELDS, { message: M.oneOf(MY_REPORTS_SORT_FIELDS) })
  sortField?: (typeof MY_REPORTS_SORT_FIELDS)[number];

  @ApiPropertyOptional({ enum: SORT_ORDERS, description: 'domyślnie DESC (najnowsze najpierw)' })
  @IsOptional()
  @IsIn(SORT_ORDERS, { message: M.oneOf(SORT_ORDERS) })
  sortOrder?: (typeof SORT_ORDERS)[number];

  @ApiPropertyOptional({ type: MyReportsPageDto })
  @IsOptional()
  @IsObject({ message: M.notObject })
  @ValidateNested()
  @Type(() => MyReportsPageDto)
  page?: MyReportsPageDto;
}

export class MyReportItemDto {
  @ApiProperty({ type: String, format: 'date-time' }) reportDate: Date;
  @ApiProperty() comment: string;
  @ApiProperty({ type: String, nullable: true }) streetType: string | null;
  @ApiProperty() streetName: string;
  @ApiProperty({ description: "Numer budynku, z '/' i numerem lokalu, gdy podany" }) houseNumber: string;
  @ApiProperty() city: string;
}

export class MyReportsResponseDto {
  @ApiProperty({ type: [MyReportItemDto] }) items: MyReportItemDto[];
  @ApiProperty() total: number;
}
