import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { EachNested } from '../../common/each-nested';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import { IsInstant, Trim, TrimToNull } from '../../common/dto/field-rules';
import { LngLatDto } from '../../common/dto/lng-lat.dto';
import { CREW_STATUSES, type CrewStatus, END_CONFIDENCES, type EndConfidence, OUTAGE_CIRCLES, type OutageCircle } from '@portal/domain';
import { OUTAGE_KINDS, type OutageKind, VOLTAGE_CLASSES, type VoltageClass } from '../outages.model';
import { OUTAGE_LIMITS as L } from '../outage-input.rules';

const nullable = () => ValidateIf((_o, v) => v !== null && v !== undefined);

export class OutageAddressInputItemDto {
  @ApiPropertyOptional({ type: String, nullable: true, example: 'ul.' })
  @TrimToNull()
  @nullable()
  @IsString({ message: M.notString })
  @MaxLength(L.streetType, { message: M.max(L.streetType) })
  streetType?: string | null;

  @ApiProperty({ example: 'Marszałkowska' })
  @Trim()
  @IsString({ message: M.notString })
  @IsNotEmpty({ message: M.required })
  @MaxLength(L.streetName, { message: M.max(L.streetName) })
  streetName: string;

  @ApiProperty({ example: '10A' })
  @Trim()
  @IsString({ message: M.notString })
  @IsNotEmpty({ message: M.required })
  @MaxLength(L.residenceNumber, { message: M.max(L.residenceNumber) })
  residenceNumber: string;
}

/** A failure or extensive outage from the outage-management system (docs/integration.md). */
export class OutageInputDto {
  @ApiProperty({ enum: OUTAGE_KINDS, description: 'FAILURE: a confirmed failure; EXTENSIVE: an extensive-outage area' })
  @IsNotEmpty({ message: M.required })
  @IsIn(OUTAGE_KINDS, { message: M.oneOf(OUTAGE_KINDS) })
  type: OutageKind;

  @ApiPropertyOptional({ enum: VOLTAGE_CLASSES, nullable: true, description: 'Required for FAILURE (feeds failures-hv / failures-lv); empty for EXTENSIVE' })
  @nullable()
  @IsIn(VOLTAGE_CLASSES, { message: M.oneOf(VOLTAGE_CLASSES) })
  voltageClass?: VoltageClass | null;

  @ApiPropertyOptional({ type: [LngLatDto], nullable: true, description: 'Open ring of at least 3 points; or give position + outageCircle' })
  @nullable()
  @IsArray({ message: 'Wartość musi być listą' })
  @ArrayMaxSize(L.areaPoints, { message: `Najwyżej ${L.areaPoints} punktów` })
  @EachNested(() => LngLatDto)
  area?: LngLatDto[] | null;

  @ApiPropertyOptional({ type: LngLatDto, nullable: true, description: 'The marker; with outageCircle the whole shape of a point-only failure' })
  @nullable()
  @IsObject({ message: M.notObject })
  @ValidateNested()
  @Type(() => LngLatDto)
  position?: LngLatDto | null;

  @ApiPropertyOptional({ enum: OUTAGE_CIRCLES, nullable: true, description: 'SMALL 150 m, MEDIUM 500 m' })
  @nullable()
  @IsIn(OUTAGE_CIRCLES, { message: M.oneOf(OUTAGE_CIRCLES) })
  outageCircle?: OutageCircle | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Default: the length of addressList' })
  @nullable()
  @IsInt({ message: M.notInteger })
  @Min(0, { message: M.minValue(0) })
  @Max(L.addressesCount, { message: M.maxValue(L.addressesCount) })
  addressesCount?: number | null;

  @ApiPropertyOptional({ type: [OutageAddressInputItemDto], nullable: true })
  @nullable()
  @IsArray({ message: 'Wartość musi być listą' })
  @ArrayMaxSize(L.addressList, { message: `Najwyżej ${L.addressList} adresów` })
  @EachNested(() => OutageAddressInputItemDto)
  addressList?: OutageAddressInputItemDto[] | null;

  @ApiProperty({ format: 'date-time', example: '2026-11-21T18:40:00Z' })
  @IsNotEmpty({ message: M.required })
  @IsString({ message: M.notString })
  @IsInstant()
  start: string;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'Estimated restoration time' })
  @nullable()
  @IsString({ message: M.notString })
  @IsInstant()
  end?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Shown for extensive areas' })
  @TrimToNull()
  @nullable()
  @IsString({ message: M.notString })
  @MaxLength(L.description, { message: M.max(L.description) })
  description?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @TrimToNull()
  @nullable()
  @IsString({ message: M.notString })
  @MaxLength(L.cause, { message: M.max(L.cause) })
  cause?: string | null;

  @ApiPropertyOptional({
    enum: CREW_STATUSES,
    nullable: true,
    description:
      'Restoration progress: NONE (Zgłoszenie przyjęte), ASSIGNED (Ekipa przydzielona), EN_ROUTE (Ekipa w drodze), ON_SITE (Ekipa na miejscu: alerts those told of the outage), RESTORING (Trwa przywracanie zasilania)',
  })
  @nullable()
  @IsIn(CREW_STATUSES, { message: M.oneOf(CREW_STATUSES) })
  crewStatus?: CrewStatus | null;

  @ApiPropertyOptional({ enum: END_CONFIDENCES, nullable: true, description: "How sure the estimated end is: HIGH (crew's estimate) or LOW (a first guess)" })
  @nullable()
  @IsIn(END_CONFIDENCES, { message: M.oneOf(END_CONFIDENCES) })
  endConfidence?: EndConfidence | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Customers without power because of this outage' })
  @nullable()
  @IsInt({ message: M.notInteger })
  @Min(0, { message: M.minValue(0) })
  @Max(L.customers, { message: M.maxValue(L.customers) })
  customersAffected?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'Of customersAffected, those whose power is back so far; requires customersAffected, at most it',
  })
  @nullable()
  @IsInt({ message: M.notInteger })
  @Min(0, { message: M.minValue(0) })
  @Max(L.customers, { message: M.maxValue(L.customers) })
  customersRestored?: number | null;
}

export class EndOutageDto {
  @ApiPropertyOptional({ format: 'date-time', description: 'When the power came back; default now' })
  @IsOptional()
  @IsString({ message: M.notString })
  @IsInstant()
  endedAt?: string;
}
