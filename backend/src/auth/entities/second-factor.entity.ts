import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

/**
 * A staff member's TOTP second factor (docs/security.md "Second factor"). One row per person; a row without
 * `enrolledAt` is an enrolment begun but not yet confirmed with a code. Deleting the row (an administrator's reset)
 * makes the person enrol again at the next sign-in.
 */
@Entity({ name: 'second_factors' })
export class SecondFactorEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId: number;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'second_factors_user_fk' })
  user?: UserEntity;

  /** The base32 secret sealed with AES-256-GCM (SecretBox); never sent back once enrolment is confirmed. */
  @Column({ name: 'secret_sealed', type: 'text' })
  secretSealed: string;

  @Column({ name: 'enrolled_at', type: 'timestamptz', nullable: true })
  enrolledAt: Date | null;

  /** The 30-second step of the last code accepted: a code of this step or an earlier one is refused (single use). */
  @Column({ name: 'last_used_step', type: 'bigint', nullable: true })
  lastUsedStep: string | null;

  /** SHA-256 of each unused recovery code; a code used is removed from the array. */
  @Column({ name: 'recovery_code_hashes', type: 'text', array: true, default: () => "'{}'" })
  recoveryCodeHashes: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
