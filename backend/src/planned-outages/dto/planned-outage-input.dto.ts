import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  Equals,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { EachNested } from '../../common/each-nested';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import { ACCEPT_STATUSES, type AcceptStatus, PLANNED_OUTCOMES, type PlannedOutcome } from '@portal/domain';
import {
  OUTAGE_TYPE,
  PLANNED_OUTAGE_LIMITS as L,
  PLANNED_OUTAGE_MESSAGES as PM,
  RECIPIENTS,
  type Recipient,
  VOLTAGE_LEVELS,
  type VoltageLevel,
} from '../planned-outage.model';
import { IsAfterInstant, IsInstant, IsWarsawDate, TrimToNull, WARSAW_DATE_DESCRIPTION } from '../../common/dto/field-rules';
import { LngLatDto } from '../../common/dto/lng-lat.dto';
import { OutageAddressInputDto } from './outage-address.dto';
import { MaxDbInt } from '../../common/db-int';
import { VisibleText } from '../../common/visible-text';

/** Said of the fields the server sets itself; sending them back unchanged is what a client that edits a record it read does. */
const SET_BY_SERVER = 'Staff spec §3 entity field, set by the server: accepted so that an outage read from get/{id} can be sent back as is, and ignored.';

export class CreatedByInputDto {
  @ApiProperty()
  @IsInt({ message: M.notInteger })
  @Min(1, { message: M.minValue(1) })
  @MaxDbInt()
  id: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: M.notString })
  @MaxLength(100, { message: M.max(100) })
  fullName?: string;
}

/** The dispatcher's form (staff spec §2.12, §5). Every rule is checked here, not only in the form. */
export class PlannedOutageInputDto {
  @ApiPropertyOptional({ description: 'Given: updates that outage in place (its creator only)' })
  @IsOptional()
  @IsInt({ message: M.notInteger })
  @Min(1, { message: M.minValue(1) })
  @MaxDbInt()
  id?: number;

  @ApiProperty({ type: [OutageAddressInputDto] })
  @IsDefined({ message: PM.noAddresses })
  @IsArray({ message: PM.noAddresses })
  @ArrayNotEmpty({ message: PM.noAddresses })
  @ArrayMaxSize(L.addresses, { message: PM.tooManyAddresses })
  @EachNested(() => OutageAddressInputDto)
  addresses: OutageAddressInputDto[];

  @ApiProperty({ format: 'date-time', example: '2026-12-01T07:00:00Z' })
  @IsNotEmpty({ message: M.required })
  @IsString({ message: M.notString })
  @IsInstant()
  outageStart: string;

  @ApiProperty({ format: 'date-time', example: '2026-12-01T13:00:00Z', description: 'Later than outageStart' })
  @IsNotEmpty({ message: M.required })
  @IsString({ message: M.notString })
  @IsInstant()
  @IsAfterInstant('outageStart', PM.endBeforeStart)
  outageEnd: string;

  @ApiProperty({ type: String, example: '2026-11-24', description: `${WARSAW_DATE_DESCRIPTION} Answered as a date.` })
  @IsNotEmpty({ message: M.required })
  @IsString({ message: M.notString })
  @IsWarsawDate()
  outageAnnouncement: string;

  @ApiProperty({ enum: VOLTAGE_LEVELS })
  @IsNotEmpty({ message: M.required })
  @IsIn(VOLTAGE_LEVELS, { message: M.oneOf(VOLTAGE_LEVELS) })
  voltageLevel: VoltageLevel;

  @ApiPropertyOptional({ type: String, nullable: true })
  @TrimToNull()
  @IsOptional()
  @IsString({ message: M.notString })
  @MaxLength(L.taskNumber, { message: M.max(L.taskNumber) })
  @VisibleText('Nr zadania SAP/CallNet')
  taskNumber?: string | null;

  @ApiPropertyOptional({ enum: RECIPIENTS, nullable: true })
  @TrimToNull()
  @IsOptional()
  @IsIn(RECIPIENTS, { message: M.oneOf(RECIPIENTS) })
  recipient?: Recipient | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Prace do wykonania' })
  @TrimToNull()
  @IsOptional()
  @IsString({ message: M.notString })
  @MaxLength(L.comment, { message: M.max(L.comment) })
  @VisibleText('Prace do wykonania', { multiLine: true })
  comment?: string | null;

  @ApiPropertyOptional({ enum: ACCEPT_STATUSES, nullable: true, description: 'Accepted and ignored: every save puts the outage in TO_ACCEPT' })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null && v !== '')
  @IsIn(ACCEPT_STATUSES, { message: M.oneOf(ACCEPT_STATUSES) })
  acceptStatus?: AcceptStatus | '' | null;

  @ApiPropertyOptional({ type: CreatedByInputDto, nullable: true, description: `${SET_BY_SERVER} The creator is the signed-in dispatcher.` })
  @IsOptional()
  @IsObject({ message: M.notObject })
  @ValidateNested()
  @Type(() => CreatedByInputDto)
  createdBy?: CreatedByInputDto | null;

  @ApiPropertyOptional({
    type: Boolean,
    enum: [false],
    description: `${SET_BY_SERVER} Only false: a deleted outage cannot be saved (delete with DELETE /api/planned-outage/delete/{id}).`,
  })
  @IsOptional()
  @Equals(false, { message: PM.deletedNotSaved })
  deleted?: false;

  @ApiPropertyOptional({ enum: [OUTAGE_TYPE], description: SET_BY_SERVER })
  @IsOptional()
  @IsIn([OUTAGE_TYPE], { message: M.oneOf([OUTAGE_TYPE]) })
  type?: typeof OUTAGE_TYPE;

  @ApiPropertyOptional({ type: [LngLatDto], description: `${SET_BY_SERVER} Recomputed from the addresses (their convex hull).` })
  @IsOptional()
  @IsArray({ message: M.notArray })
  @ArrayMaxSize(L.addresses, { message: `Najwyżej ${L.addresses} punktów` })
  @EachNested(() => LngLatDto)
  points?: LngLatDto[];

  // Plan against fact is reported apart (POST actual/{id}): a save ignores it, so an outage read from get/{id} can be sent
  // back as is — but only with values of the types it was read with.
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: `${SET_BY_SERVER} Reported with POST actual/{id}.` })
  @IsOptional()
  @IsString({ message: M.notString })
  @IsInstant()
  actualStart?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: `${SET_BY_SERVER} Reported with POST actual/{id}.` })
  @IsOptional()
  @IsString({ message: M.notString })
  @IsInstant()
  actualEnd?: string | null;

  @ApiPropertyOptional({ type: Boolean, nullable: true, description: `${SET_BY_SERVER} Reported with POST actual/{id}.` })
  @IsOptional()
  @IsBoolean({ message: M.notBoolean })
  cancelled?: boolean | null;

  @ApiPropertyOptional({ enum: PLANNED_OUTCOMES, nullable: true, description: SET_BY_SERVER })
  @IsOptional()
  @IsIn(PLANNED_OUTCOMES, { message: M.oneOf(PLANNED_OUTCOMES) })
  outcome?: PlannedOutcome | null;
}
