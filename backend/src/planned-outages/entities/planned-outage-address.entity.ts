import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { PlannedOutageEntity } from './planned-outage.entity';

/** One address of a planned outage, in the order the dispatcher gave them. */
@Entity({ name: 'planned_outage_addresses' })
// GIN trigram index on search_text for the address filter ('%text%'), created by the migration; TypeORM
// cannot describe it, so it leaves it alone.
@Index('planned_outage_addresses_search_trgm', { synchronize: false })
export class PlannedOutageAddressEntity {
  @PrimaryColumn({ name: 'outage_id', type: 'integer' })
  outageId: number;

  @PrimaryColumn({ type: 'integer' })
  position: number;

  @ManyToOne('PlannedOutageEntity', (o: PlannedOutageEntity) => o.addresses, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'outage_id', foreignKeyConstraintName: 'planned_outage_addresses_outage_fk' })
  outage?: PlannedOutageEntity;

  /** The address as typed, pasted or imported. */
  @Column({ name: 'non_formatted_address', type: 'varchar', length: 200 })
  nonFormattedAddress: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  street: string | null;

  @Column({ name: 'street_number', type: 'varchar', length: 20, nullable: true })
  streetNumber: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  postcode: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  district: string | null;

  /** '(W)' in the source text: the street of that name in Wesoła, not its namesake elsewhere in Warsaw. */
  @Column({ name: 'wesola_district', type: 'boolean', default: false })
  wesolaDistrict: boolean;

  @Column({ type: 'double precision', nullable: true })
  lng: number | null;

  @Column({ type: 'double precision', nullable: true })
  lat: number | null;

  /** Every text field, lower case and without Polish diacritics (search-text.ts), for the address filter. */
  @Column({ name: 'search_text', type: 'text' })
  searchText: string;
}
