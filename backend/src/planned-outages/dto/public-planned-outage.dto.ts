import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import { PageDto } from '../../common/dto/page.dto';
import { PLANNED_OUTAGE_LIMITS as L } from '../planned-outage.model';
import { PLANNED_OUTCOMES, type PlannedOutcome } from '@portal/domain';
import { IsInstant, IsWarsawDate, WARSAW_DATE_DESCRIPTION } from '../../common/dto/field-rules';

/** The columns' names in the spec's public entity (start, end) are accepted beside the staff names (public spec §2, §3). */
export const PUBLIC_SORT_FIELDS = ['outageStart', 'outageEnd', 'start', 'end'] as const;
export type PublicSortField = (typeof PUBLIC_SORT_FIELDS)[number];
export const PUBLIC_SORT_COLUMN: Record<PublicSortField, 'outageStart' | 'outageEnd'> = {
  outageStart: 'outageStart',
  outageEnd: 'outageEnd',
  start: 'outageStart',
  end: 'outageEnd',
};

export class PublicPlannedOutagePageDto extends PageDto {
  @ApiPropertyOptional({
    enum: PUBLIC_SORT_FIELDS,
    description: "default outageStart; 'start' and 'end' (the spec's names) sort like outageStart and outageEnd",
  })
  @IsOptional()
  @IsIn(PUBLIC_SORT_FIELDS, { message: M.oneOf(PUBLIC_SORT_FIELDS) })
  sortField?: PublicSortField = undefined;
}

/** Public spec §7 compressed-report criteria "(address, start)": address text and planned start from. */
export class SearchPublicPlannedOutagesDto {
  @ApiPropertyOptional({ description: 'Matches any address of the outage (text anywhere, case and Polish letters ignored)' })
  @IsOptional()
  @IsString({ message: M.notString })
  @MaxLength(100, { message: M.max(100) })
  address?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Planned start at or after this instant' })
  @IsOptional()
  @IsInstant()
  outageStart?: string;

  @ApiPropertyOptional({
    type: String,
    example: '2026-03-15',
    description: `The spec's criterion (the list's "planned start from", a date): planned start on or after the beginning of that day in Warsaw. ${WARSAW_DATE_DESCRIPTION} With outageStart too, both apply.`,
  })
  @IsOptional()
  @IsWarsawDate()
  start?: string;

  @ApiPropertyOptional({ type: PublicPlannedOutagePageDto })
  @IsOptional()
  @IsObject({ message: M.notObject })
  @ValidateNested()
  @Type(() => PublicPlannedOutagePageDto)
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
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the power actually went off; null until reported' })
  actualStart: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the power actually came back; null until reported' })
  actualEnd: string | null;
  @ApiProperty({
    enum: PLANNED_OUTCOMES,
    nullable: true,
    description: 'Plan against fact: AS_PLANNED, SHORTENED, EXTENDED (beyond the announced hours by more than 15 minutes), CANCELLED; null until it has ended',
  })
  outcome: PlannedOutcome | null;
}
