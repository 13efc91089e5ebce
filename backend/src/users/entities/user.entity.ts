import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { SystemRole } from '../system-role';

@Entity({ name: 'users' })
// Functional unique index on lower(email), created by the migration; TypeORM cannot describe it, so it leaves it alone.
@Index('users_email_lower_unique', { synchronize: false })
@Index('users_role', ['systemRole'])
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

  @Column({ name: 'email_confirmed_at', type: 'timestamptz', nullable: true })
  emailConfirmedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
