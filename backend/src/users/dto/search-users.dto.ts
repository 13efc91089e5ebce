import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import { PageDto } from '../../common/dto/page.dto';
import { SYSTEM_ROLES, type SystemRole } from '../system-role';
import { MaxDbInt } from '../../common/db-int';

export const USER_SORT_FIELDS = ['id', 'systemRole', 'fullName', 'email', 'phone', 'deleted', 'area'] as const;

/** Staff spec §3 user search criteria. Text criteria match anywhere, ignoring case. */
export class SearchUsersDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsInt({ message: M.notInteger })
  @Min(1, { message: M.minValue(1) })
  @MaxDbInt()
  id?: number;

  @ApiPropertyOptional({ enum: SYSTEM_ROLES })
  @IsOptional()
  @IsIn(SYSTEM_ROLES, { message: M.oneOf(SYSTEM_ROLES) })
  systemRole?: SystemRole;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt({ message: M.notInteger })
  @MaxDbInt()
  area?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: M.notBoolean })
  deleted?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: M.notString })
  @MaxLength(100, { message: M.max(100) })
  fullName?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: M.notString })
  @MaxLength(254, { message: M.max(254) })
  email?: string;

  @ApiPropertyOptional({ type: PageDto })
  @IsOptional()
  @IsObject({ message: M.notObject })
  @ValidateNested()
  @Type(() => PageDto)
  page?: PageDto;
}
