import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

/** An address a portal user watches for outages (public spec §3 watched address); geocoded when saved. */
@Entity({ name: 'watched_addresses' })
@Index('watched_addresses_user', ['userId'])
@Index('watched_addresses_street', ['streetName', 'houseNumber'])
// Alerts (docs/notifications.md): matching an outage's address list, and the points inside an outage's area.
@Index('watched_addresses_match_key', ['matchKey'])
@Index('watched_addresses_match_key_base', ['matchKeyBase'])
@Index('watched_addresses_point', ['lng', 'lat'])
export class WatchedAddressEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'watched_addresses_user_fk' })
  user?: UserEntity;

  @Column({ name: 'street_type', type: 'varchar', length: 10, nullable: true })
  streetType: string | null;

  /** Without its type, as the address register writes it: 'Marszałkowska'. */
  @Column({ name: 'street_name', type: 'varchar', length: 70 })
  streetName: string;

  /** The street number, plus '/' and the flat when given ('10/5'). */
  @Column({ name: 'house_number', type: 'varchar', length: 50 })
  houseNumber: string;

  @Column({ type: 'varchar', length: 30 })
  city: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  district: string | null;

  @Column({ type: 'varchar', length: 6, nullable: true })
  postcode: string | null;

  @Column({ type: 'double precision' })
  lng: number;

  @Column({ type: 'double precision' })
  lat: number;

  /** Street and number normalised for matching outage address lists (addressMatchKey of @portal/domain). */
  @Column({ name: 'match_key', type: 'varchar', length: 140, nullable: true })
  matchKey: string | null;

  /** The same with the number before '/' only (the flat set aside). */
  @Column({ name: 'match_key_base', type: 'varchar', length: 140, nullable: true })
  matchKeyBase: string | null;

  /** Watched ('Obserwowany'); an inactive address stays on the list without alerts. */
  @Column({ type: 'boolean', default: true })
  active: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
