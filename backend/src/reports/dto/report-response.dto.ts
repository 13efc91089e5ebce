import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import { REPORT_LIMITS } from '../reports.model';
import { KnownOutageDto } from './known-outage.dto';

export const REPORT_SUBMIT_STATUSES = ['CREATED', 'ALREADY_REGISTERED'] as const;
export type ReportSubmitStatus = (typeof REPORT_SUBMIT_STATUSES)[number];

/** 201 CREATED: stored now (or by an earlier try with the same Idempotency-Key); 200 ALREADY_REGISTERED: an earlier report. */
export class ReportSubmitResponseDto {
  @ApiProperty({ description: 'Id zapisanego zgłoszenia albo wcześniejszego, już zarejestrowanego' })
  id: number;

  @ApiProperty({ enum: REPORT_SUBMIT_STATUSES })
  status: ReportSubmitStatus;

  @ApiPropertyOptional({
    type: () => KnownOutageDto,
    description:
      'Gdy zgłoszenie trafiło do znanego wyłączenia (planowane prace, rozległa awaria, potwierdzona awaria): co o nim wiemy (krok 5 kreatora). Pominięte, gdy nic nie wiadomo.',
  })
  knownOutage?: KnownOutageDto;

  @ApiPropertyOptional({
    description: 'Klucz do POST /public/api/call-net/report/{id}/follow-up ("Powiadom mnie, gdy prąd wróci"); tylko przy CREATED ze znanym wyłączeniem',
  })
  followUpToken?: string;
}

export const POINT_ELECTRICITY_STATUSES = ['PLANNED_OUTAGE', 'FAILURE', 'EXTENSIVE', 'HAS_ELECTRICITY'] as const;
export type PointElectricityStatus = (typeof POINT_ELECTRICITY_STATUSES)[number];

/** Public spec §3 point status: what the wizard shows in its "an outage is already known here" dialog. */
export class PointStatusResponseDto {
  @ApiProperty({ enum: POINT_ELECTRICITY_STATUSES, description: 'Gdy kilka naraz: PLANNED_OUTAGE, potem EXTENSIVE, potem FAILURE' })
  pointElectricityStatus: PointElectricityStatus;

  @ApiProperty({ type: String, nullable: true, description: 'Komunikat obszaru rozległej awarii albo komentarz planowanego wyłączenia' })
  description: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  outageStart: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'Szacowany czas przywrócenia zasilania / planowany koniec' })
  outageEnd: string | null;
}

const optionalText = (max: number) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: max }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value)),
    IsOptional(),
    IsString({ message: M.notString }),
    MaxLength(max, { message: M.max(max) }),
  );

/** POST /public/api/call-net/address-adm-status (public spec §7); every field optional, the answer is a rule (docs/reports.md). */
export class AddressAdmStatusDto {
  @optionalText(REPORT_LIMITS.street) street?: string | null;
  @optionalText(REPORT_LIMITS.district) district?: string | null;
  @optionalText(REPORT_LIMITS.residenceNumber) residenceNumber?: string | null;
  @optionalText(REPORT_LIMITS.apartmentNumber) apartmentNumber?: string | null;
  @optionalText(REPORT_LIMITS.city) city?: string | null;
}
