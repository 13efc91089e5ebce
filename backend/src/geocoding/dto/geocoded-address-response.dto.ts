import { ApiProperty } from '@nestjs/swagger';
import { LngLatDto } from '../../common/dto/lng-lat.dto';

/**
 * One address point as every geocoding call returns it, whichever provider answered: declared once here, named
 * `GeocodedAddress` where planned outages, reports and alerts code against it (geocoded-address.ts).
 */
export class GeocodedAddressResponseDto {
  @ApiProperty({ example: 'ul. Marszałkowska 10, 00-590 Warszawa' }) label: string;
  /** Null when the provider does not say (OSM names carry no 'ul.'). */
  @ApiProperty({ type: String, nullable: true, example: 'ul.', description: "'ul.', 'al.', 'pl.', 'os.', 'rondo' …" }) streetType: string | null;
  @ApiProperty({ example: 'Marszałkowska', description: 'The name without the street type' }) street: string;
  /** As written in the register: '10', '12A', '104/122'. */
  @ApiProperty({ example: '10' }) streetNumber: string;
  @ApiProperty({ type: String, nullable: true, example: '00-590' }) postcode: string | null;
  @ApiProperty({ example: 'Warszawa' }) city: string;
  @ApiProperty({ type: String, nullable: true, example: 'Śródmieście' }) district: string | null;
  @ApiProperty({ type: LngLatDto }) coordinates: LngLatDto;
}
