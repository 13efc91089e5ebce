import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import { PageDto, SORT_ORDERS } from '../../common/dto/page.dto';
import { ACCEPT_STATUSES, type AcceptStatus } from '@portal/domain';
import { PLANNED_OUTAGE_LIMITS as L } from '../planned-outage.model';
import { IsInstant, QueryBoolean, QueryInt } from '../../common/dto/field-rules';
import { MaxDbInt } from '../../common/db-int';

export const PLANNED_OUTAGE_SORT_FIELDS = ['id', 'outageStart', 'outageEnd', 'voltageLevel', 'taskNumber', 'acceptStatus', 'createdBy', 'comment'] as const;
export type PlannedOutageSortField = (typeof PLANNED_OUTAGE_SORT_FIELDS)[number];

export class PlannedOutagePageDto extends PageDto {
  @ApiPropertyOptional({ enum: PLANNED_OUTAGE_SORT_FIELDS, description: 'default id' })
  @IsOptional()
  @IsIn(PLANNED_OUTAGE_SORT_FIELDS, { message: M.oneOf(PLANNED_OUTAGE_SORT_FIELDS) })
  sortField?: PlannedOutageSortField = undefined;
}

/** The criteria shared by the JSON search bodies and the report's query (staff spec §3). */
export interface PlannedOutageCriteria {
  id?: number;
  address?: string;
  comment?: string;
  start?: string;
  end?: string;
  outageStart?: string;
  outageEnd?: string;
  acceptStatus?: AcceptStatus;
  deleted?: boolean;
  createdBy?: number;
  /**
   * The public list's window: not ended at `at`, or ended since `outcomeSince` with what happened known (an actual end,
   * a cancellation) or still under way past its planned end (docs/planned-outages.md "Plan against fact").
   */
  publicWindow?: { at: Date; outcomeSince: Date };
  sortField?: PlannedOutageSortField;
  sortOrder?: (typeof SORT_ORDERS)[number];
}

/** Staff spec §3 planned outage search criteria. Text criteria ignore case and Polish diacritics. */
export class SearchPlannedOutagesDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsInt({ message: M.notInteger })
  @Min(1, { message: M.minValue(1) })
  @MaxDbInt()
  id?: number;

  @ApiPropertyOptional({ description: 'Matches any address of the outage (text anywhere)' })
  @IsOptional()
  @IsString({ message: M.notString })
  @MaxLength(L.addressText, { message: M.max(L.addressText) })
  address?: string;

  @ApiPropertyOptional({ description: 'Works to do (text anywhere)' })
  @IsOptional()
  @IsString({ message: M.notString })
  @MaxLength(L.comment, { message: M.max(L.comment) })
  comment?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'With end: outages that overlap [start, end]; alone: not ended before start' })
  @IsOptional()
  @IsInstant()
  start?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'With start: outages that overlap [start, end]; alone: not starting after end' })
  @IsOptional()
  @IsInstant()
  end?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Starts at or after' })
  @IsOptional()
  @IsInstant()
  outageStart?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Ends at or before' })
  @IsOptional()
  @IsInstant()
  outageEnd?: string;

  @ApiPropertyOptional({ enum: ACCEPT_STATUSES })
  @IsOptional()
  @IsIn(ACCEPT_STATUSES, { message: M.oneOf(ACCEPT_STATUSES) })
  acceptStatus?: AcceptStatus;

  @ApiPropertyOptional({ description: 'Omitted: deleted and not deleted (the lists send false)' })
  @IsOptional()
  @IsBoolean({ message: M.notBoolean })
  deleted?: boolean;

  @ApiPropertyOptional({ description: 'Id of the user who created the outage' })
  @IsOptional()
  @IsInt({ message: M.notInteger })
  @Min(1, { message: M.minValue(1) })
  @MaxDbInt()
  createdBy?: number;

  @ApiPropertyOptional({ type: PlannedOutagePageDto })
  @IsOptional()
  @IsObject({ message: M.notObject })
  @ValidateNested()
  @Type(() => PlannedOutagePageDto)
  page?: PlannedOutagePageDto;
}

/** The dispatcher's lists: `mine` is the 'my planned outages' variant (created by the signed-in user). */
export class DispatcherSearchPlannedOutagesDto extends SearchPlannedOutagesDto {
  @ApiPropertyOptional({ description: 'Only outages created by the signed-in user' })
  @IsOptional()
  @IsBoolean({ message: M.notBoolean })
  mine?: boolean;
}

/** GET /report: the same criteria as query parameters (no paging: every matching outage). */
export class PlannedOutageReportQueryDto {
  @ApiPropertyOptional()
  @QueryInt()
  @IsOptional()
  @IsInt({ message: M.notInteger })
  @Min(1, { message: M.minValue(1) })
  @MaxDbInt()
  id?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: M.notString })
  @MaxLength(L.addressText, { message: M.max(L.addressText) })
  address?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: M.notString })
  @MaxLength(L.comment, { message: M.max(L.comment) })
  comment?: string;

  @ApiPropertyOptional({ format: 'date-time' }) @IsOptional() @IsInstant() start?: string;
  @ApiPropertyOptional({ format: 'date-time' }) @IsOptional() @IsInstant() end?: string;
  @ApiPropertyOptional({ format: 'date-time' }) @IsOptional() @IsInstant() outageStart?: string;
  @ApiPropertyOptional({ format: 'date-time' }) @IsOptional() @IsInstant() outageEnd?: string;

  @ApiPropertyOptional({ enum: ACCEPT_STATUSES })
  @IsOptional()
  @IsIn(ACCEPT_STATUSES, { message: M.oneOf(ACCEPT_STATUSES) })
  acceptStatus?: AcceptStatus;

  @ApiPropertyOptional({ type: Boolean })
  @QueryBoolean()
  @IsOptional()
  @IsBoolean({ message: M.notBoolean })
  deleted?: boolean;

  @ApiPropertyOptional()
  @QueryInt()
  @IsOptional()
  @IsInt({ message: M.notInteger })
  @Min(1, { message: M.minValue(1) })
  @MaxDbInt()
  createdBy?: number;

  @ApiPropertyOptional({ type: Boolean, description: 'Only outages created by the signed-in user' })
  @QueryBoolean()
  @IsOptional()
  @IsBoolean({ message: M.notBoolean })
  mine?: boolean;

  @ApiPropertyOptional({ enum: PLANNED_OUTAGE_SORT_FIELDS })
  @IsOptional()
  @IsIn(PLANNED_OUTAGE_SORT_FIELDS, { message: M.oneOf(PLANNED_OUTAGE_SORT_FIELDS) })
  sortField?: PlannedOutageSortField;

  @ApiPropertyOptional({ enum: SORT_ORDERS })
  @IsOptional()
  @IsIn(SORT_ORDERS, { message: M.oneOf(SORT_ORDERS) })
  sortOrder?: (typeof SORT_ORDERS)[number];
}
