import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';

/** The first year the history can show: the portal keeps no outages from before. */
export const FIRST_HISTORY_YEAR = 2000;
export const LAST_HISTORY_YEAR = 2100;

/** `?year=`: a Warsaw calendar year; the current one when left out. */
export class OutageHistoryQueryDto {
  @ApiPropertyOptional({ description: 'Rok kalendarzowy (czas warszawski); domyślnie bieżący', example: 2026 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: M.notInteger })
  @Min(FIRST_HISTORY_YEAR, { message: M.minValue(FIRST_HISTORY_YEAR) })
  @Max(LAST_HISTORY_YEAR, { message: M.maxValue(LAST_HISTORY_YEAR) })
  year?: number;
}
