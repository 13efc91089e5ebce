import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../api-error';
import { MaxDbInt } from '../db-int';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;
export const SORT_ORDERS = ['ASC', 'DESC'] as const;

/** Server paging of every list (spec §9: default limit 10, offset 0); sortField is checked against each list's own columns. */
export class PageDto {
  @ApiPropertyOptional({ description: `default ${DEFAULT_PAGE_SIZE}` })
  @IsOptional()
  @IsInt({ message: M.notInteger })
  @Min(1, { message: M.minValue(1) })
  @Max(MAX_PAGE_SIZE, { message: M.maxValue(MAX_PAGE_SIZE) })
  limit?: number;

  @ApiPropertyOptional({ description: 'default 0' })
  @IsOptional()
  @IsInt({ message: M.notInteger })
  @Min(0, { message: M.minValue(0) })
  @MaxDbInt()
  offset?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: M.notString })
  sortField?: string;

  @ApiPropertyOptional({ enum: SORT_ORDERS })
  @IsOptional()
  @IsIn(SORT_ORDERS, { message: M.oneOf(SORT_ORDERS) })
  sortOrder?: (typeof SORT_ORDERS)[number];
}

/** Paging given in the query string of a staff log (25 a page unless asked; the strings are read as numbers). */
export class QueryPageDto {
  @ApiPropertyOptional({ description: 'default 25' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: M.notInteger })
  @Min(1, { message: M.minValue(1) })
  @Max(MAX_PAGE_SIZE, { message: M.maxValue(MAX_PAGE_SIZE) })
  limit?: number;

  @ApiPropertyOptional({ description: 'default 0' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: M.notInteger })
  @Min(0, { message: M.minValue(0) })
  @MaxDbInt()
  offset?: number;
}

export class CountResponseDto {
  @ApiProperty()
  count: number;
}
