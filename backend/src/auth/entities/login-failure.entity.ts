import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One failed sign-in. Kept in PostgreSQL, not in memory, so the lockout holds across restarts and
 * across several server instances (docs/security.md).
 */
@Entity({ name: 'login_failures' })
@Index('login_failures_login_ip_time', ['login', 'clientIp', 'failedAt'])
export class LoginFailureEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  /** The login as typed, lower-cased: failures count for unknown accounts too, so answers do not reveal which exist. */
  @Column({ type: 'varchar', length: 254 })
  login: string;

  @Column({ name: 'client_ip', type: 'varchar', length: 64 })
  clientIp: string;

  @Column({ name: 'failed_at', type: 'timestamptz', default: () => 'now()' })
  failedAt: Date;
}
