import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

/**
 * A staff member's registered WebAuthn credential (docs/security.md "Passkeys"): several per person, each named so the
 * person can tell them apart and remove one. An administrator's reset of the second factor removes them all.
 */
@Entity({ name: 'passkeys' })
@Unique('passkeys_credential_id_key', ['credentialId'])
@Index('passkeys_user_idx', ['userId'])
export class PasskeyEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'passkeys_user_fk' })
  user?: UserEntity;

  /** The credential's id as the browser sends it (base64url). */
  @Column({ name: 'credential_id', type: 'text' })
  credentialId: string;

  /** The COSE public key the assertions are checked with. */
  @Column({ name: 'public_key', type: 'bytea' })
  publicKey: Buffer;

  /** The authenticator's signature counter last seen: a lower or equal one later means a cloned authenticator. */
  @Column({ type: 'bigint', default: 0 })
  counter: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  transports: string[];

  @Column({ type: 'varchar', length: 60 })
  name: string;

  /** Synced to the person's other devices by their platform (a multi-device passkey). */
  @Column({ name: 'backed_up', type: 'boolean', default: false })
  backedUp: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;
}
