import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, ValidateIf, ValidateNested } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import type { PlannedOutageAddressEntity } from '../entities/planned-outage-address.entity';
import { PLANNED_OUTAGE_LIMITS as L } from '../planned-outage.model';
import { Trim, TrimToNull } from '../../common/dto/field-rules';
import { LngLatDto } from '../../common/dto/lng-lat.dto';
import { VisibleText } from '../../common/visible-text';

const optionalText = (max: number, label: string) => [
  ApiPropertyOptional({ type: String, nullable: true }),
  TrimToNull(),
  IsOptional(),
  IsString({ message: M.notString }),
  MaxLength(max, { message: M.max(max) }),
  // The public map and the printed announcement show these to residents.
  VisibleText(label),
];
const apply =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((d) => d(target, key));

/** An outage address as the form sends it (staff spec §3 "Outage address"). */
export class OutageAddressInputDto {
  @ApiProperty({ example: 'ul. Marszałkowska 10, Warszawa' })
  @Trim()
  @IsString({ message: M.notString })
  @IsNotEmpty({ message: M.required })
  @MaxLength(L.addressText, { message: M.max(L.addressText) })
  @VisibleText('Adres')
  nonFormattedAddress: string;

  @apply(optionalText(L.addressText, 'Ulica')) street?: string | null;
  @apply(optionalText(L.streetNumber, 'Numer')) streetNumber?: string | null;
  @apply(optionalText(L.postcode, 'Kod pocztowy')) postcode?: string | null;
  @apply(optionalText(L.city, 'Miejscowość')) city?: string | null;
  @apply(optionalText(L.district, 'Dzielnica')) district?: string | null;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: M.notBoolean })
  wesolaDistrict?: boolean;

  @ApiPropertyOptional({ type: LngLatDto, nullable: true })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsObject({ message: M.notObject })
  @ValidateNested()
  @Type(() => LngLatDto)
  coordinates?: LngLatDto | null;
}

export class OutageAddressResponseDto {
  @ApiProperty() nonFormattedAddress: string;
  @ApiProperty({ type: String, nullable: true }) street: string | null;
  @ApiProperty({ type: String, nullable: true }) streetNumber: string | null;
  @ApiProperty({ type: String, nullable: true }) postcode: string | null;
  @ApiProperty({ type: String, nullable: true }) city: string | null;
  @ApiProperty({ type: String, nullable: true }) district: string | null;
  @ApiProperty() wesolaDistrict: boolean;
  @ApiProperty({ type: LngLatDto, nullable: true }) coordinates: LngLatDto | null;

  static from(a: PlannedOutageAddressEntity): OutageAddressResponseDto {
    return {
      nonFormattedAddress: a.nonFormattedAddress,
      street: a.street,
      streetNumber: a.streetNumber,
      postcode: a.postcode,
      city: a.city,
      district: a.district,
      wesolaDistrict: a.wesolaDistrict,
      coordinates: a.lng !== null && a.lat !== null ? { lng: a.lng, lat: a.lat } : null,
    };
  }
}
