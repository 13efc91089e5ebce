import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const MAIL_STATUSES = ['SENT', 'FAILED', 'LOGGED'] as const;
/** SENT: the SMTP server took it; FAILED: it refused or could not be reached; LOGGED: no SMTP configured, outbox and log only. */
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Every mail the portal sent or tried to send, for administrators (docs/mail.md); removed after MAIL_OUTBOX_RETENTION_DAYS. */
@Entity({ name: 'mail_outbox' })
@Index('mail_outbox_created_at', ['createdAt'])
@Index('mail_outbox_to_address', ['toAddress'])
export class MailOutboxEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Which template ('CONFIRM_EMAIL', 'RESET_PASSWORD' …) or which module sent it. */
  @Column({ type: 'varchar', length: 40 })
  kind: string;

  @Column({ name: 'to_address', type: 'varchar', length: 254 })
  toAddress: string;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  /** Plain-text body; with SMTP configured, the secrets in its links are masked (docs/mail.md). */
  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'text', nullable: true })
  html: string | null;

  @Column({ type: 'varchar', length: 10 })
  status: MailStatus;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  error: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
