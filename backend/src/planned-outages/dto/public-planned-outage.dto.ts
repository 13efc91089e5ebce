import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import { PageDto } from '../../common/dto/page.dto';
import { PLANNED_OUTAGE_LIMITS as L } from '../planned-outage.model';
import { IsInstant } from './field-rules';

export const PUBLIC_SORT_FIELDS = ['outageStart', 'outageEnd'] as const;

export class PublicPlannedOutagePageDto extends PageDto {
  @ApiPropertyOptional({ enum: PUBLIC_SORT_FIELDS, description: 'default outageStart' })
  @IsOptional() @IsIn(PUBLIC_SORT_FIELDS, { message: M.oneOf(PUBLIC_SORT_FIELDS) })
  sortField?: (typeof PUBLIC_SORT_FIELDS)[number] = undefined;
}

/** Public spec §7 compressed-report criteria: address text and planned start from. */
export class SearchPublicPlannedOutagesDto {
  @ApiPropertyOptional({ description: 'Matches any address of the outage (text anywhere, case and Polish letters ignored)' })
  @IsOptional() @IsString({ message: M.notString }) @MaxLength(100, { message: M.max(100) })
  address?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Planned start at or after' })
  @IsOptional() @IsInstant()
  outageStart?: string;

  @ApiPropertyOptional({ type: PublicPlannedOutagePageDto })
  @IsOptional() @IsObject({ message: M.notObject }) @ValidateNested() @Type(() => PublicPlannedOutagePageDto)
  page?: PublicPlannedOutagePageDto;
}

export class CompressedAddressDto {
  @ApiProperty() streetName: string;
  @ApiProperty({ type: [String] }) houseNumbers: string[];
}

export class PublicPlannedOutageResponseDto {
  @ApiProperty() id: number;
  @ApiProperty({ type: [CompressedAddressDto] }) addresses: CompressedAddressDto[];
  @ApiProperty({ format: 'date-time' }) start: string;
  @ApiProperty({ format: 'date-time' }) end: string;
  @ApiProperty({ type: String, nullable: true, maxLength: L.comment }) comment: string | null;
}
