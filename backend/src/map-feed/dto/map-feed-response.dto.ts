import { ApiProperty } from '@nestjs/swagger';
import {
  CREW_STATUSES,
  type CrewStatus,
  END_CONFIDENCES,
  type EndConfidence,
  OUTAGE_CIRCLES,
  type OutageCircle,
  PLANNED_OUTCOMES,
  type PlannedOutcome,
} from '@portal/domain';
import { OutageAddressItemDto } from '../../outages/dto/outage-response.dto';
import type { OutageItem, UserReportMapItem } from '../map-feed.model';

export class LatLngDto {
  @ApiProperty({ example: 52.2297 }) lat: number;
  @ApiProperty({ example: 21.0122 }) lng: number;
}

/** Public spec §3 "Outage items on the map" (CONTRACT-call-net OutageItem). */
export class OutageItemResponseDto implements OutageItem {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ['FAILURE', 'EXTENSIVE', 'PLANNED'] }) type: 'FAILURE' | 'EXTENSIVE' | 'PLANNED';
  @ApiProperty({ type: [LatLngDto], description: 'Polygon ring (open); [] when only a point is known' }) area: LatLngDto[];
  @ApiProperty({ type: LatLngDto, description: 'Where the marker stands' }) position: LatLngDto;
  @ApiProperty({ enum: OUTAGE_CIRCLES, nullable: true, description: 'Point-only failures: SMALL 150 m, MEDIUM 500 m' })
  outageCircle: OutageCircle | null;
  @ApiProperty({ description: "Operator's count of affected addresses" }) addressesCount: number;
  @ApiProperty({ description: 'User reports of the last 24 h folded into this item' }) reportsCount: number;
  @ApiProperty({ type: String, nullable: true, description: 'Extensive areas' }) description: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Planned outages' }) comment: string | null;
  @ApiProperty({ type: String, nullable: true }) cause: string | null;
  @ApiProperty({ format: 'date-time' }) start: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Estimated restoration / planned end' }) end: string | null;
  @ApiProperty({ type: [OutageAddressItemDto] }) addressList: OutageAddressItemDto[];
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty({ enum: CREW_STATUSES, nullable: true, description: "The crew's progress (failures, extensive areas); labels in @portal/domain" })
  crewStatus: CrewStatus | null;
  @ApiProperty({ enum: END_CONFIDENCES, nullable: true, description: 'How sure the estimated end is' }) endConfidence: EndConfidence | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Customers without power' }) customersAffected: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Of those, customers whose power is back' }) customersRestored: number | null;
  @ApiProperty({ enum: PLANNED_OUTCOMES, nullable: true, description: "A planned outage's plan against fact; null otherwise or while it has not ended" })
  outcome: PlannedOutcome | null;
}

/** Public spec §3 "User report on the map" (CONTRACT-call-net UserReportMapItem). */
export class UserReportMapItemResponseDto implements UserReportMapItem {
  @ApiProperty() id: number;
  @ApiProperty({ type: LatLngDto }) position: LatLngDto;
  @ApiProperty({ example: 'ul. Marszałkowska 10, Warszawa' }) address: string;
  @ApiProperty({ enum: ['WEB', 'CALL_CENTER'] }) type: 'WEB' | 'CALL_CENTER';
  @ApiProperty({ format: 'date-time' }) date: string;
}
