import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import { addressLabel } from '../../geocoding/geocoded-address';
import type { WatchedAddressEntity } from '../entities/watched-address.entity';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Public spec §7 POST /public/api/user/address. */
export class AddWatchedAddressDto {
  @ApiProperty({ description: "Oświadczenie 'jestem odbiorcą energii elektrycznej pod wskazanym adresem'; musi być true" })
  @IsDefined({ message: M.required })
  @IsBoolean({ message: M.notBoolean })
  confirmed: boolean;

  @ApiProperty()
  @trim
  @IsString({ message: M.notString })
  @IsNotEmpty({ message: M.required })
  @MaxLength(70, { message: M.max(70) })
  streetName: string;

  @ApiProperty({ description: "Numer budynku, z '/' i numerem lokalu, gdy podany" })
  @trim
  @IsString({ message: M.notString })
  @IsNotEmpty({ message: M.required })
  @MaxLength(50, { message: M.max(50) })
  houseNumber: string;

  @ApiProperty()
  @trim
  @IsString({ message: M.notString })
  @IsNotEmpty({ message: M.required })
  @MaxLength(30, { message: M.max(30) })
  city: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @trim
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsString({ message: M.notString })
  @MaxLength(100, { message: M.max(100) })
  district?: string | null;
}

export class AddressStatusQueryDto {
  @ApiProperty({ enum: ['true', 'false'] })
  @IsDefined({ message: M.required })
  @IsIn(['true', 'false'], { message: M.oneOf(['true', 'false']) })
  enabled: 'true' | 'false';
}

/** Public spec §3 watched address. */
export class WatchedAddressResponseDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'Obserwowany (aktywny)' }) confirmed: boolean;
  @ApiProperty({ example: 'ul. Marszałkowska 10, 00-590 Warszawa (Śródmieście)' }) details: string;
  @ApiProperty() streetName: string;
  @ApiProperty() houseNumber: string;
  @ApiProperty() city: string;
  @ApiProperty({ type: String, nullable: true }) district: string | null;

  static from(a: WatchedAddressEntity): WatchedAddressResponseDto {
    const label = addressLabel({ streetType: a.streetType, street: a.streetName, streetNumber: a.houseNumber, postcode: a.postcode, city: a.city });
    return {
      id: a.id,
      confirmed: a.active,
      details: a.district ? `${label} (${a.district})` : label,
      streetName: a.streetName,
      houseNumber: a.houseNumber,
      city: a.city,
      district: a.district,
    };
  }
}
