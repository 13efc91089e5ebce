import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import { IsInstant } from '../../common/dto/field-rules';

export const MAP_SEARCH_STATUSES = ['ACTIVE'] as const;

/** Public spec §7 "map search": includedDate, status ACTIVE. */
export class PlannedMapSearchDto {
  @ApiPropertyOptional({ format: 'date-time', description: 'Outages in progress at this instant; default now' })
  @IsOptional()
  @IsString({ message: M.notString })
  @IsInstant()
  includedDate?: string;

  @ApiPropertyOptional({ enum: MAP_SEARCH_STATUSES, default: 'ACTIVE' })
  @IsOptional()
  @IsIn(MAP_SEARCH_STATUSES, { message: M.oneOf(MAP_SEARCH_STATUSES) })
  status?: (typeof MAP_SEARCH_STATUSES)[number];
}
