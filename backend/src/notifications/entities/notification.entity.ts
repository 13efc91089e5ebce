import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import { ReportFollowupEntity } from '../report-followups/report-followup.entity';
import type { NotificationChannel, NotificationEvent, NotificationStatus } from '../notification.model';

/**
 * The notification outbox (docs/notifications.md): rows are written in the same transaction as the change that
 * causes them, then delivered by the worker. The unique (user, channel, key) is what makes each message go at
 * most once, whichever instance or retry produces it.
 */
@Entity({ name: 'notifications' })
@Index('notifications_once', ['userId', 'channel', 'key'], { unique: true })
@Index('notifications_due', ['status', 'nextAttemptAt'])
@Index('notifications_created', ['createdAt'])
@Index('notifications_followup_once', ['reportFollowupId'], { unique: true, where: '"report_followup_id" IS NOT NULL' })
export class NotificationEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Null for a reporter's follow-up: the reporter need not have an account; `reportFollowupId` says whose. */
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'notifications_user_fk' })
  user?: UserEntity;

  /** A reporter's "tell me when power is back" (report_followups): one message per follow-up, ever. */
  @Column({ name: 'report_followup_id', type: 'integer', nullable: true })
  reportFollowupId: number | null;

  @ManyToOne(() => ReportFollowupEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'report_followup_id', foreignKeyConstraintName: 'notifications_report_followup_fk' })
  reportFollowup?: ReportFollowupEntity;

  /** The watched address it is about (kept as a plain number: the address may be deleted, the record stays). */
  @Column({ name: 'watched_address_id', type: 'integer', nullable: true })
  watchedAddressId: number | null;

  @Column({ type: 'varchar', length: 24 })
  event: NotificationEvent;

  @Column({ type: 'varchar', length: 5 })
  channel: NotificationChannel;

  /** Event and outage identity, e.g. 'PLANNED_ANNOUNCED:planned:12:2026-12-01T07:00Z/…': one message per key. */
  @Column({ type: 'varchar', length: 200 })
  key: string;

  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  subject: string | null;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'text', nullable: true })
  html: string | null;

  @Column({ type: 'varchar', length: 10, default: 'PENDING' })
  status: NotificationStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  /** When and by which worker the row was taken for delivery. */
  @Column({ name: 'claimed_at', type: 'timestamptz', nullable: true })
  claimedAt: Date | null;

  @Column({ name: 'claimed_by', type: 'varchar', length: 64, nullable: true })
  claimedBy: string | null;

  @Column({ name: 'last_error', type: 'varchar', length: 1000, nullable: true })
  lastError: string | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
