import { ApiProperty } from '@nestjs/swagger';
import { CREW_STATUSES, type CrewStatus, END_CONFIDENCES, type EndConfidence, PLANNED_OUTCOMES, type PlannedOutcome } from '@portal/domain';
import { LngLatDto } from '../../../common/dto/lng-lat.dto';
import { EndChangeResponseDto } from '../../dto/map-feed-response.dto';
import { ADDRESS_STATUS_KINDS, ADDRESS_STATUS_MATCHES, type AddressStatusKind, type AddressStatusMatch } from '../address-status.model';

/** One thing that affects the point (docs/map.md "Address card"); the address card's rules build it. */
export class AddressStatusEntryResponseDto {
  @ApiProperty({
    enum: ADDRESS_STATUS_KINDS,
    description: 'FAILURE confirmed failure, EXTENSIVE extensive area, PLANNED planned outage, REPORTS user reports near the point',
  })
  kind: AddressStatusKind;
  @ApiProperty({ type: Number, nullable: true, description: "The item's id in its map feed; null for REPORTS" }) id: number | null;
  @ApiProperty({
    enum: ADDRESS_STATUS_MATCHES,
    description: "ADDRESS on the planned outage's address list, AREA inside its area or circle, NEARBY reports within 150 m",
  })
  matchedBy: AddressStatusMatch;
  @ApiProperty({ format: 'date-time', description: "UTC; for REPORTS the oldest report's time" }) start: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Estimated (failure) or planned end, UTC; null when unknown' }) end:
    string | null;
  @ApiProperty({ type: String, nullable: true, description: "The failure's cause, the extensive area's description or the planned works' description" })
  description: string | null;
  @ApiProperty({ description: 'User reports of the last 24 h counted for it' }) reportsCount: number;
  @ApiProperty({ format: 'date-time', description: 'When the information last changed, UTC (REPORTS: the newest report)' }) updatedAt: string;
  @ApiProperty({ enum: CREW_STATUSES, nullable: true, description: "The crew's progress (FAILURE, EXTENSIVE)" }) crewStatus: CrewStatus | null;
  @ApiProperty({ enum: END_CONFIDENCES, nullable: true, description: 'How sure the estimated end is' }) endConfidence: EndConfidence | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Customers without power' }) customersAffected: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Of those, customers whose power is back' }) customersRestored: number | null;
  @ApiProperty({ enum: PLANNED_OUTCOMES, nullable: true, description: "A planned outage's plan against fact (PLANNED); null while it has not ended" })
  outcome: PlannedOutcome | null;
  @ApiProperty({ type: [EndChangeResponseDto], description: 'Every change of the estimated end, oldest first' }) endChanges: EndChangeResponseDto[];
}

/** The address card's answer: declared once here, for the rules that build it and the document that describes it. */
export class AddressStatusResponseDto {
  @ApiProperty({ type: LngLatDto, description: 'The point answered, rounded to five decimals' }) point: LngLatDto;
  @ApiProperty({ type: [AddressStatusEntryResponseDto], description: 'What covers the point now; empty when nothing is known' })
  now: AddressStatusEntryResponseDto[];
  @ApiProperty({ type: [AddressStatusEntryResponseDto], description: 'Planned outages starting within 14 days, soonest first' })
  upcoming: AddressStatusEntryResponseDto[];
}
