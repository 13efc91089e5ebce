import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsISO8601, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import { MaxDbInt } from '../../common/db-int';
import { QueryPageDto } from '../../common/dto/page.dto';

/** Filters of the audit list (query parameters): person, action, entity, period [from, to). */
export class SearchAuditDto extends QueryPageDto {
  @ApiPropertyOptional({ description: 'Kto działał (id użytkownika)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: M.notInteger })
  @Min(1, { message: M.minValue(1) })
  @MaxDbInt()
  actorId?: number;

  @ApiPropertyOptional({ description: 'Działanie, np. user.create', maxLength: 48 })
  @IsOptional()
  @IsString({ message: M.notString })
  @MaxLength(48, { message: M.max(48) })
  action?: string;

  @ApiPropertyOptional({ description: 'Obiekt, np. user', maxLength: 48 })
  @IsOptional()
  @IsString({ message: M.notString })
  @MaxLength(48, { message: M.max(48) })
  entity?: string;

  @ApiPropertyOptional({ type: String, format: 'date-time', description: 'Od (włącznie)' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: M.notDateTime })
  from?: string;

  @ApiPropertyOptional({ type: String, format: 'date-time', description: 'Do (wyłącznie)' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: M.notDateTime })
  to?: string;
}
