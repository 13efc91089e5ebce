import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { AddressStreetEntity } from './address-street.entity';

/** One address point of the register (a building's number on a street) with its WGS 84 position. */
@Entity({ name: 'address_points' })
@Index('address_points_external_id_unique', ['externalId'], { unique: true })
@Index('address_points_street_number', ['streetId', 'houseNumber'])
// GiST index on point(lng, lat) for the reverse call, created by the migration; TypeORM cannot describe it.
@Index('address_points_location', { synchronize: false })
export class AddressPointEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** The source's identifier (PRG: lokalnyId): a re-import updates the point instead of adding another. */
  @Column({ name: 'external_id', type: 'varchar', length: 100 })
  externalId: string;

  @Column({ name: 'street_id', type: 'integer' })
  streetId: number;

  @ManyToOne(() => AddressStreetEntity, { nullable: false })
  @JoinColumn({ name: 'street_id', foreignKeyConstraintName: 'address_points_street_fk' })
  street?: AddressStreetEntity;

  /** Upper case without spaces: '10', '12A', '104/122'. */
  @Column({ name: 'house_number', type: 'varchar', length: 20 })
  houseNumber: string;

  @Column({ type: 'varchar', length: 6, nullable: true })
  postcode: string | null;

  @Column({ type: 'double precision' })
  lng: number;

  @Column({ type: 'double precision' })
  lat: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
