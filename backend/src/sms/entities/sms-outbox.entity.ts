import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** PENDING while the provider is asked; then SENT (accepted by the provider), FAILED (with the error) or LOGGED (no provider configured). */
export const SMS_STATUSES = ['PENDING', 'SENT', 'FAILED', 'LOGGED'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/**
 * Every text message the portal sends, whatever the provider (docs/sms.md): without a provider this is
 * where the messages go (and the operator reads them at /admin/outbox); with one it is the delivery log,
 * so a failure is recorded with the provider's reason, never lost.
 */
@Entity({ name: 'sms_outbox' })
@Index('sms_outbox_created_at', ['createdAt'])
export class SmsOutboxEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** The number as sent to the provider: digits with the country code (48…). */
  @Column({ type: 'varchar', length: 20 })
  to: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'varchar', length: 10 })
  status: SmsStatus;

  /** 'smsapi' or 'outbox' (none configured). */
  @Column({ type: 'varchar', length: 20 })
  provider: string;

  /** The provider's message id, for its delivery reports. */
  @Column({ name: 'provider_message_id', type: 'varchar', length: 100, nullable: true })
  providerMessageId: string | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
