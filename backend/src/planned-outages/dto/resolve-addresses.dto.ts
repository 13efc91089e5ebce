import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsDefined, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { VALIDATION_MESSAGES as M } from '../../common/api-error';
import { PLANNED_OUTAGE_LIMITS as L, PLANNED_OUTAGE_MESSAGES as PM } from '../planned-outage.model';
import { OutageAddressResponseDto } from './outage-address.dto';

export class ResolveAddressesDto {
  @ApiProperty({ type: [String], description: `Up to ${L.resolveBatch} per call; send longer lists in batches` })
  @IsDefined({ message: PM.noAddresses })
  @IsArray({ message: PM.noAddresses })
  @ArrayNotEmpty({ message: PM.noAddresses })
  @ArrayMaxSize(L.resolveBatch, { message: `Maksymalnie ${L.resolveBatch} adresów w jednym wywołaniu` })
  @IsString({ each: true, message: M.notString })
  @IsNotEmpty({ each: true, message: M.required })
  @MaxLength(L.addressText, { each: true, message: M.max(L.addressText) })
  addresses: string[];
}

export class ResolvedAddressResponseDto {
  @ApiProperty({ description: 'The text as sent' }) input: string;
  @ApiProperty({ type: OutageAddressResponseDto, nullable: true, description: 'null: the address could not be placed; the user corrects it' })
  address: OutageAddressResponseDto | null;
}
