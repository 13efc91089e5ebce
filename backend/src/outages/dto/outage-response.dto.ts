import { ApiProperty } from '@nestjs/swagger';
import { LngLatDto } from '../../common/dto/lng-lat.dto';
import { CREW_STATUSES, type CrewStatus, END_CONFIDENCES, type EndConfidence, OUTAGE_CIRCLES, type OutageCircle } from '@portal/domain';
import { OUTAGE_KINDS, type OutageKind, VOLTAGE_CLASSES, type VoltageClass } from '../outages.model';
import type { CallNetOutageEntity } from '../entities/call-net-outage.entity';
import { OutageAddressItemDto } from './outage-address-item-response.dto';

/** An outage as stored, answered to the outage-management system. */
export class IntegrationOutageResponseDto {
  @ApiProperty() id: number;
  @ApiProperty() externalId: string;
  @ApiProperty({ enum: OUTAGE_KINDS }) type: OutageKind;
  @ApiProperty({ enum: VOLTAGE_CLASSES, nullable: true }) voltageClass: VoltageClass | null;
  @ApiProperty({ type: [LngLatDto] }) area: LngLatDto[];
  @ApiProperty({ type: LngLatDto }) position: LngLatDto;
  @ApiProperty({ enum: OUTAGE_CIRCLES, nullable: true }) outageCircle: OutageCircle | null;
  @ApiProperty() addressesCount: number;
  @ApiProperty({ type: [OutageAddressItemDto] }) addressList: OutageAddressItemDto[];
  @ApiProperty({ format: 'date-time' }) start: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) end: string | null;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ type: String, nullable: true }) cause: string | null;
  @ApiProperty({ enum: CREW_STATUSES, nullable: true }) crewStatus: CrewStatus | null;
  @ApiProperty({ enum: END_CONFIDENCES, nullable: true }) endConfidence: EndConfidence | null;
  @ApiProperty({ type: Number, nullable: true }) customersAffected: number | null;
  @ApiProperty({ type: Number, nullable: true }) customersRestored: number | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Set once the outage is ended; it then leaves the feeds' })
  endedAt: string | null;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty({ description: 'true when this call created the outage, false when it updated an existing one' }) created: boolean;

  static from(o: CallNetOutageEntity, created = false): IntegrationOutageResponseDto {
    return {
      id: o.id,
      externalId: o.externalId,
      type: o.kind,
      voltageClass: o.voltageClass,
      area: o.area ?? [],
      position: o.position,
      outageCircle: o.outageCircle,
      addressesCount: o.addressesCount,
      addressList: o.addressList,
      start: o.outageStart.toISOString(),
      end: o.outageEnd?.toISOString() ?? null,
      description: o.description,
      cause: o.cause,
      crewStatus: o.crewStatus,
      endConfidence: o.endConfidence,
      customersAffected: o.customersAffected,
      customersRestored: o.customersRestored,
      endedAt: o.endedAt?.toISOString() ?? null,
      updatedAt: o.updatedAt.toISOString(),
      created,
    };
  }
}
