import { ApiProperty } from '@nestjs/swagger';
import { ACCEPT_STATUSES, type AcceptStatus, PLANNED_OUTCOMES, type PlannedOutcome, plannedOutcome } from '@portal/domain';
import type { PlannedOutageEntity } from '../entities/planned-outage.entity';
import { OUTAGE_TYPE, RECIPIENTS, type Recipient, VOLTAGE_LEVELS, type VoltageLevel } from '../planned-outage.model';
import { LngLatDto } from '../../common/dto/lng-lat.dto';
import { OutageAddressResponseDto } from './outage-address.dto';

export class CreatedByResponseDto {
  @ApiProperty() id: number;
  @ApiProperty() fullName: string;
}

export class PlannedOutageResponseDto {
  @ApiProperty() id: number;
  @ApiProperty({ type: [OutageAddressResponseDto] }) addresses: OutageAddressResponseDto[];
  @ApiProperty({ format: 'date-time', description: 'UTC' }) outageStart: string;
  @ApiProperty({ format: 'date-time', description: 'UTC' }) outageEnd: string;
  @ApiProperty({ format: 'date', example: '2026-11-24' }) outageAnnouncement: string;
  @ApiProperty({ enum: VOLTAGE_LEVELS }) voltageLevel: VoltageLevel;
  @ApiProperty({ type: String, nullable: true }) taskNumber: string | null;
  @ApiProperty({ enum: RECIPIENTS, nullable: true }) recipient: Recipient | null;
  @ApiProperty({ enum: ACCEPT_STATUSES }) acceptStatus: AcceptStatus;
  @ApiProperty({ type: CreatedByResponseDto }) createdBy: CreatedByResponseDto;
  @ApiProperty({ type: String, nullable: true }) comment: string | null;
  @ApiProperty() deleted: boolean;
  @ApiProperty({ enum: [OUTAGE_TYPE] }) type: typeof OUTAGE_TYPE;
  @ApiProperty({ type: [LngLatDto], description: 'Convex hull of the addresses: an open ring; one point or a line for 1–2 places' })
  points: LngLatDto[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the power actually went off (UTC); null until reported' })
  actualStart: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the power actually came back (UTC); null until reported' })
  actualEnd: string | null;
  @ApiProperty({ description: 'Cancelled ("Odwołane"): still listed, unlike a deleted outage' }) cancelled: boolean;
  @ApiProperty({ enum: PLANNED_OUTCOMES, nullable: true, description: 'Plan against fact (plannedOutcome in @portal/domain); null until it has ended' })
  outcome: PlannedOutcome | null;

  /** Needs `createdBy` and `addresses` loaded. */
  static from(o: PlannedOutageEntity): PlannedOutageResponseDto {
    return {
      id: o.id,
      addresses: (o.addresses ?? [])
        .slice()
        .sort((a, b) => a.position - b.position)
        .map(OutageAddressResponseDto.from),
      outageStart: o.outageStart.toISOString(),
      outageEnd: o.outageEnd.toISOString(),
      outageAnnouncement: o.outageAnnouncement,
      voltageLevel: o.voltageLevel,
      taskNumber: o.taskNumber,
      recipient: o.recipient,
      acceptStatus: o.acceptStatus,
      createdBy: { id: o.createdById, fullName: o.createdBy?.fullName ?? '' },
      comment: o.comment,
      deleted: o.deleted,
      type: OUTAGE_TYPE,
      points: o.points,
      ...actualFacts(o),
    };
  }
}

export class AcceptStatusResponseDto {
  @ApiProperty({ enum: ACCEPT_STATUSES }) id: AcceptStatus;
  @ApiProperty({ example: 'Do akceptacji' }) name: string;
}

export class ChangedResponseDto {
  @ApiProperty({ description: 'How many outages changed status' }) changed: number;
}

export class DeletedResponseDto {
  @ApiProperty({ description: 'How many outages were deleted now (already deleted ones are not counted)' }) deleted: number;
}

/** Plan against fact as every answer carries it: the reported times, the cancellation, and the outcome from the one rule. */
export function actualFacts(
  o: Pick<PlannedOutageEntity, 'outageStart' | 'outageEnd' | 'actualStart' | 'actualEnd' | 'cancelledAt'>,
): Pick<PlannedOutageResponseDto, 'actualStart' | 'actualEnd' | 'cancelled' | 'outcome'> {
  const cancelled = o.cancelledAt !== null;
  return {
    actualStart: o.actualStart?.toISOString() ?? null,
    actualEnd: o.actualEnd?.toISOString() ?? null,
    cancelled,
    outcome: plannedOutcome({ start: o.outageStart, end: o.outageEnd }, { start: o.actualStart, end: o.actualEnd }, cancelled),
  };
}
