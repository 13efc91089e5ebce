import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { CrewStatus, EndConfidence, LngLat, OutageCircle } from '@portal/domain';
import type { OutageAddressItem, OutageKind, VoltageClass } from '../outages.model';

/**
 * A failure or an extensive outage reported by the operator's outage-management system (docs/integration.md).
 * Written only through the integration API (and the demo seed, which uses the same service); ended outages stay
 * for history and leave the feeds.
 */
@Entity({ name: 'call_net_outages' })
@Index('call_net_outages_external_id_unique', ['externalId'], { unique: true })
@Index('call_net_outages_active', ['endedAt', 'kind'])
@Check('call_net_outages_customers_restored', '"customers_restored" <= "customers_affected"')
export class CallNetOutageEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** The outage-management system's own id: create-or-update is keyed on it. */
  @Column({ name: 'external_id', type: 'varchar', length: 64 })
  externalId: string;

  @Column({ type: 'varchar', length: 10 })
  kind: OutageKind;

  /** Which failures feed shows it (failures-hv or failures-lv); extensive outages have none. */
  @Column({ name: 'voltage_class', type: 'varchar', length: 2, nullable: true })
  voltageClass: VoltageClass | null;

  /** The affected area as an open ring of {lng, lat}; null when the system gave only a point. */
  @Column({ type: 'jsonb', nullable: true })
  area: LngLat[] | null;

  /** Where the marker stands: the given point, or the area's centre. */
  @Column({ type: 'jsonb' })
  position: LngLat;

  /** For an outage known only as a point: how large a circle it covers. */
  @Column({ name: 'outage_circle', type: 'varchar', length: 6, nullable: true })
  outageCircle: OutageCircle | null;

  @Column({ name: 'addresses_count', type: 'integer', default: 0 })
  addressesCount: number;

  @Column({ name: 'address_list', type: 'jsonb' })
  addressList: OutageAddressItem[];

  @Column({ name: 'outage_start', type: 'timestamptz' })
  outageStart: Date;

  /** The estimated restoration time, when known. */
  @Column({ name: 'outage_end', type: 'timestamptz', nullable: true })
  outageEnd: Date | null;

  /** Shown for extensive areas, and appended to reports inside them ('[KOMUNIKAT]'). */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  cause: string | null;

  /** Where the crew is (CREW_STATUSES of @portal/domain); null when the system has not said. */
  @Column({ name: 'crew_status', type: 'varchar', length: 10, nullable: true })
  crewStatus: CrewStatus | null;

  /** How sure the estimated end is (END_CONFIDENCES); null when not said. */
  @Column({ name: 'end_confidence', type: 'varchar', length: 4, nullable: true })
  endConfidence: EndConfidence | null;

  @Column({ name: 'customers_affected', type: 'integer', nullable: true })
  customersAffected: number | null;

  /** Never above customersAffected (the API refuses it; a CHECK holds it). */
  @Column({ name: 'customers_restored', type: 'integer', nullable: true })
  customersRestored: number | null;

  /** Set when the system ends the outage (power restored); ended outages leave the feeds. */
  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  @Column({ name: 'min_lng', type: 'double precision' })
  minLng: number;

  @Column({ name: 'min_lat', type: 'double precision' })
  minLat: number;

  @Column({ name: 'max_lng', type: 'double precision' })
  maxLng: number;

  @Column({ name: 'max_lat', type: 'double precision' })
  maxLat: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
