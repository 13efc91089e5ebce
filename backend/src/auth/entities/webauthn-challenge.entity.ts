import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

/** What a WebAuthn challenge is for: adding a passkey, or signing in with one. */
export type WebAuthnPurpose = 'registration' | 'authentication';

/**
 * The challenge of a passkey ceremony under way (docs/security.md "Passkeys"): kept on the server, so the browser
 * cannot choose it; deleted by the first answer that names it, so an answer cannot be replayed; refused after
 * `expiresAt`.
 */
@Entity({ name: 'webauthn_challenges' })
@Index('webauthn_challenges_user_purpose_idx', ['userId', 'purpose'])
export class WebAuthnChallengeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'webauthn_challenges_user_fk' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 16 })
  purpose: WebAuthnPurpose;

  /** base64url, as the browser echoes it in clientDataJSON. */
  @Column({ type: 'text' })
  challenge: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
