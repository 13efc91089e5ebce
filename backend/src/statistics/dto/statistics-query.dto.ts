import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { STATISTICS_MESSAGES } from '../statistics-texts';

/** `?month=YYYY-MM`: a Warsaw calendar month; the last full one when left out. */
export class StatisticsQueryDto {
  @ApiPropertyOptional({ description: 'Miesiąc kalendarzowy RRRR-MM (czas warszawski); domyślnie ostatni pełny miesiąc', example: '2026-10' })
  @IsOptional()
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: STATISTICS_MESSAGES.badMonth })
  month?: string;
}
