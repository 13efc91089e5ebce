import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { WatchedAddressEntity } from '../../accounts/entities/watched-address.entity';
import { UserReportEntity } from '../../reports/entities/user-report.entity';
import { UserEntity } from '../../users/entities/user.entity';

/**
 * "Czy masz już prąd?" (docs/notifications.md "Is your power back?"): the question sent with a failure's "power is
 * back" alert to one watched address. Its link ("Nadal nie mam prądu") is signed with the row's id, works once
 * (`usedAt`) and until `expiresAt`; answering records a report flagged `afterRestoration` (`reportId`).
 */
@Entity({ name: 'restoration_checks' })
// One question per address and outage; the daily cap per person reads (user, created_at).
@Index('restoration_checks_once', ['watchedAddressId', 'outageId'], { unique: true })
@Index('restoration_checks_user_day', ['userId', 'createdAt'])
export class RestorationCheckEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'restoration_checks_user_fk' })
  user?: UserEntity;

  @Column({ name: 'watched_address_id', type: 'integer' })
  watchedAddressId: number;

  @ManyToOne(() => WatchedAddressEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'watched_address_id', foreignKeyConstraintName: 'restoration_checks_watched_address_fk' })
  watchedAddress?: WatchedAddressEntity;

  /** call_net_outages.id of the failure or extensive outage that ended. */
  @Column({ name: 'outage_id', type: 'integer' })
  outageId: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  /** The report the answer recorded (null until answered, or once the report is removed). */
  @Column({ name: 'report_id', type: 'integer', nullable: true })
  reportId: number | null;

  @ManyToOne(() => UserReportEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'report_id', foreignKeyConstraintName: 'restoration_checks_report_fk' })
  report?: UserReportEntity | null;
}
