import { ApiProperty } from '@nestjs/swagger';
import type { GeocodedAddress } from '../geocoded-address';

export class CoordinatesResponseDto {
  @ApiProperty({ example: 21.0118, description: 'WGS 84 longitude' }) lng: number;
  @ApiProperty({ example: 52.2297, description: 'WGS 84 latitude' }) lat: number;
}

/** OpenAPI description of GeocodedAddress. */
export class GeocodedAddressResponseDto implements GeocodedAddress {
  @ApiProperty({ example: 'ul. Marszałkowska 10, 00-590 Warszawa' }) label: string;
  @ApiProperty({ type: String, nullable: true, example: 'ul.', description: "'ul.', 'al.', 'pl.', 'os.', 'rondo' …" }) streetType: string | null;
  @ApiProperty({ example: 'Marszałkowska', description: 'The name without the street type' }) street: string;
  @ApiProperty({ example: '10' }) streetNumber: string;
  @ApiProperty({ type: String, nullable: true, example: '00-590' }) postcode: string | null;
  @ApiProperty({ example: 'Warszawa' }) city: string;
  @ApiProperty({ type: String, nullable: true, example: 'Śródmieście' }) district: string | null;
  @ApiProperty({ type: CoordinatesResponseDto }) coordinates: CoordinatesResponseDto;
}
