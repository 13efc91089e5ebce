import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import type { AcceptStatus, LngLat } from '@portal/domain';
import type { Recipient, VoltageLevel } from '../planned-outage.model';
import { PlannedOutageAddressEntity } from './planned-outage-address.entity';

@Entity({ name: 'planned_outages' })
// findPublicActive: accepted, not deleted, not ended.
@Index('planned_outages_public', ['acceptStatus', 'deleted', 'outageEnd'])
@Index('planned_outages_created_by', ['createdById'])
@Index('planned_outages_start', ['outageStart'])
// Plan against fact: an actual end needs an actual start before it; a cancelled outage has no actual times.
@Check('planned_outages_actual_times', '"actual_end" IS NULL OR ("actual_start" IS NOT NULL AND "actual_end" > "actual_start")')
@Check('planned_outages_cancelled_not_held', '"cancelled_at" IS NULL OR ("actual_start" IS NULL AND "actual_end" IS NULL)')
export class PlannedOutageEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'outage_start', type: 'timestamptz' })
  outageStart: Date;

  @Column({ name: 'outage_end', type: 'timestamptz' })
  outageEnd: Date;

  /** A calendar date ('YYYY-MM-DD'); TypeORM returns it as a string. */
  @Column({ name: 'outage_announcement', type: 'date' })
  outageAnnouncement: string;

  @Column({ name: 'voltage_level', type: 'varchar', length: 2 })
  voltageLevel: VoltageLevel;

  @Column({ name: 'task_number', type: 'varchar', length: 50, nullable: true })
  taskNumber: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  recipient: Recipient | null;

  @Column({ name: 'accept_status', type: 'varchar', length: 20, default: 'TO_ACCEPT' })
  acceptStatus: AcceptStatus;

  @Column({ name: 'created_by_id', type: 'integer' })
  createdById: number;

  @ManyToOne(() => UserEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'created_by_id', foreignKeyConstraintName: 'planned_outages_created_by_fk' })
  createdBy?: UserEntity;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  comment: string | null;

  @Column({ type: 'boolean', default: false })
  deleted: boolean;

  /** The convex hull of the addresses' coordinates, an open ring of {lng, lat} (1–2 points for 1–2 places). */
  @Column({ type: 'jsonb' })
  points: LngLat[];

  /** Who last accepted or rejected the outage, and when (audit; not in the spec's model). */
  @Column({ name: 'accept_status_changed_by_id', type: 'integer', nullable: true })
  acceptStatusChangedById: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'accept_status_changed_by_id', foreignKeyConstraintName: 'planned_outages_accept_status_changed_by_fk' })
  acceptStatusChangedBy?: UserEntity | null;

  @Column({ name: 'accept_status_changed_at', type: 'timestamptz', nullable: true })
  acceptStatusChangedAt: Date | null;

  /** When the power actually went off and came back (docs/planned-outages.md "Plan against fact"); null until reported. */
  @Column({ name: 'actual_start', type: 'timestamptz', nullable: true })
  actualStart: Date | null;

  @Column({ name: 'actual_end', type: 'timestamptz', nullable: true })
  actualEnd: Date | null;

  /** Cancelled ("Odwołane"): still listed, with that outcome; unlike a deleted outage, which is gone. */
  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @OneToMany(() => PlannedOutageAddressEntity, (a) => a.outage)
  addresses?: PlannedOutageAddressEntity[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
