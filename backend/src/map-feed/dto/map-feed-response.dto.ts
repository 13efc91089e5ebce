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
import { LngLatDto } from '../../common/dto/lng-lat.dto';
import { OutageAddressItemDto } from '../../outages/dto/outage-address-item-response.dto';

/**
 * Public spec §3 "Outage items on the map" (CONTRACT-call-net OutageItem): the one declaration of a map feed's item, which
 * the map feed's read model names `OutageItem` and the API document describes.
 */
export class OutageItemResponseDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ['FAILURE', 'EXTENSIVE', 'PLANNED'] }) type: 'FAILURE' | 'EXTENSIVE' | 'PLANNED';
  @ApiProperty({ type: [LngLatDto], description: 'Polygon ring (open); [] when only a point is known' }) area: LngLatDto[];
  @ApiProperty({ type: LngLatDto, description: 'Where the marker stands' }) position: LngLatDto;
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
export class UserReportMapItemResponseDto {
  @ApiProperty() id: number;
  @ApiProperty({ type: LngLatDto }) position: LngLatDto;
  @ApiProperty({ example: 'ul. Marszałkowska 10, Warszawa' }) address: string;
  @ApiProperty({ enum: ['WEB', 'CALL_CENTER'] }) type: 'WEB' | 'CALL_CENTER';
  @ApiProperty({ format: 'date-time' }) date: string;
}

/** One change of the estimated end (docs/map.md "Address card": "Przewidywany koniec przesunięto …"); not on the feeds' wire. */
export class EndChangeResponseDto {
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The estimate before; null when none was known' }) previousEnd: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The estimate after; null when withdrawn' }) newEnd: string | null;
  @ApiProperty({ format: 'date-time' }) changedAt: string;
}
