import { ApiProperty } from '@nestjs/swagger';

/**
 * One address of an outage's address list (public spec §3): declared once here, for the stored outage's column
 * (outages.model.ts names it `OutageAddressItem`), the integration API and the map feeds.
 */
export class OutageAddressItemDto {
  @ApiProperty({ type: String, nullable: true }) streetType: string | null;
  @ApiProperty() streetName: string;
  @ApiProperty() residenceNumber: string;
}
