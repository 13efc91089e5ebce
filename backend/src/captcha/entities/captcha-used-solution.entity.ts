import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A captcha solution already accepted once, kept until its challenge expires so the same solution
 * cannot be sent again. In PostgreSQL, not in memory: every server instance sees it, and the primary
 * key makes two simultaneous sends of one solution race safely (only one insert wins).
 */
@Entity({ name: 'captcha_used_solutions' })
@Index('captcha_used_solutions_expires_at', ['expiresAt'])
export class CaptchaUsedSolutionEntity {
  /** The challenge's HMAC signature: unique per challenge (random nonce and salt). */
  @PrimaryColumn({ type: 'varchar', length: 128 })
  signature: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
