import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserReportEntity } from '../../reports/entities/user-report.entity';
import type { NotificationChannel } from '../notification.model';

/** What a follow-up waits for: a failure or extensive outage (integration API) or a planned outage. */
export const FOLLOWUP_OUTAGE_KINDS = ['FAILURE', 'EXTENSIVE', 'PLANNED'] as const;
export type FollowupOutageKind = (typeof FOLLOWUP_OUTAGE_KINDS)[number];

/**
 * "Powiadom mnie, gdy prąd wróci" (docs/reports.md): a reporter — with or without an account — asked to be
 * told once when the outage their report was folded into ends. The contact is the report's own (read when the
 * message is made), so removing the report's personal data (REPORT_PERSONAL_DATA_DAYS) also removes these rows.
 */
@Entity({ name: 'report_followups' })
@Index('report_followups_once', ['reportId', 'channel'], { unique: true })
@Index('report_followups_outage', ['outageKind', 'outageId'])
export class ReportFollowupEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'report_id', type: 'integer' })
  reportId: number;

  @ManyToOne(() => UserReportEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'report_id', foreignKeyConstraintName: 'report_followups_report_fk' })
  report?: UserReportEntity;

  /** EMAIL or SMS (no push: a reporter without an account has no subscribed browser). */
  @Column({ type: 'varchar', length: 5 })
  channel: NotificationChannel;

  @Column({ name: 'outage_kind', type: 'varchar', length: 10 })
  outageKind: FollowupOutageKind;

  /** call_net_outages.id for FAILURE and EXTENSIVE, planned_outages.id for PLANNED. */
  @Column({ name: 'outage_id', type: 'integer' })
  outageId: number;

  /** When the reporter ticked the consent to this one message (proof of consent, GDPR art. 7(1)). */
  @Column({ name: 'consent_at', type: 'timestamptz' })
  consentAt: Date;

  /** When its message went into the outbox (planned outages: the job does not look at it again). */
  @Column({ name: 'queued_at', type: 'timestamptz', nullable: true })
  queuedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
