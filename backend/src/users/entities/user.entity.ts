import { DEFAULT_LANGUAGE, type Language } from '@portal/domain';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { SystemRole } from '../system-role';

@Entity({ name: 'users' })
// Functional unique index on lower(email), created by the migration; TypeORM cannot describe it, so it leaves it alone.
@Index('users_email_lower_unique', { synchronize: false })
@Index('users_role', ['systemRole'])
@Check('users_language', `"language" IN ('pl', 'uk', 'en')`)
export class UserEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'system_role', type: 'varchar', length: 20 })
  systemRole: SystemRole;

  /** Service area the user belongs to; the areas table arrives with the areas feature. */
  @Column({ name: 'area_id', type: 'integer', nullable: true })
  area: number | null;

  @Column({ name: 'full_name', type: 'varchar', length: 100 })
  fullName: string;

  /** Unique regardless of case: a unique index on lower(email) (see the migration). */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  phone: string | null;

  @Column({ name: 'password_hash', type: 'text', nullable: true, select: false })
  passwordHash: string | null;

  @Column({ type: 'boolean', default: false })
  deleted: boolean;

  /** Part of every token; raising it revokes all of the user's tokens at once (logout, password or role change, deletion). */
  @Column({ name: 'token_version', type: 'integer', default: 0 })
  tokenVersion: number;

  /**
   * Signs in with the password alone even where the role requires a second factor. Only the demo data sets it (no API
   * writes it), so the README's demo accounts keep working; docs/security.md "Second factor".
   */
  @Column({ name: 'second_factor_exempt', type: 'boolean', default: false })
  secondFactorExempt: boolean;

  @Column({ name: 'email_confirmed_at', type: 'timestamptz', nullable: true })
  emailConfirmedAt: Date | null;

  // Consents (public spec §3 user settings; docs/accounts.md): when each was given, null while not given.
  // Their history, with withdrawals, is in consent_events.
  @Column({ name: 'data_processing_consent_at', type: 'timestamptz', nullable: true })
  dataProcessingConsentAt: Date | null;

  @Column({ name: 'email_notification_at', type: 'timestamptz', nullable: true })
  emailNotificationAt: Date | null;

  @Column({ name: 'sms_notification_at', type: 'timestamptz', nullable: true })
  smsNotificationAt: Date | null;

  /** The random value in the 'stop e-mail notifications' link (GET /public/api/unsubscribe/{hash}). */
  @Index('users_email_consent_token_unique', { unique: true })
  @Column({ name: 'email_consent_token', type: 'varchar', length: 64, nullable: true })
  emailConsentToken: string | null;

  /**
   * The language of the person's alerts and of the public site after sign-in (docs/i18n.md): set at registration from
   * the request's language, changed in the account settings.
   */
  @Column({ type: 'varchar', length: 2, default: DEFAULT_LANGUAGE })
  language: Language;

  /** When the account holder deleted the account ('Usuń konto'); the row stays without personal data. */
  @Column({ name: 'anonymized_at', type: 'timestamptz', nullable: true })
  anonymizedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
