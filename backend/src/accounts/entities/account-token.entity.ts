import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import type { TokenPurpose } from '../account-token-rules';

/** A link's secret sent by mail: only its SHA-256 is stored, it expires and works once (docs/accounts.md). */
@Entity({ name: 'account_tokens' })
@Index('account_tokens_hash_unique', ['tokenHash'], { unique: true })
@Index('account_tokens_user', ['userId', 'purpose', 'createdAt'])
export class AccountTokenEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'account_tokens_user_fk' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 20 })
  purpose: TokenPurpose;

  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  /** The address the link was mailed to: a confirmation counts only while the account still has that address. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
