import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { LoginFailureEntity } from './entities/login-failure.entity';

/** Failed sign-ins per (login, client address), in PostgreSQL so every instance sees the same counts. */
@Injectable()
export class LoginFailuresRepository {
  constructor(@InjectRepository(LoginFailureEntity) private readonly repo: Repository<LoginFailureEntity>) {}

  /**
   * Records a failure before the password is checked, unless the pair is locked: `maxFailures` rows within
   * `windowMinutes`, the latest younger than `lockMinutes`. Returns the new row's id, or null when locked.
   *
   * Concurrent tries of one pair take turns on a transaction-scoped advisory lock, and each counts in a statement
   * started after it holds the lock (READ COMMITTED: a fresh snapshot per statement), so it sees every try before
   * it. Counting first and recording after the password check let 25 simultaneous tries all through.
   */
  async reserve(login: string, clientIp: string, limits: { maxFailures: number; windowMinutes: number; lockMinutes: number }): Promise<string | null> {
    return this.repo.manager.transaction(async (em) => {
      await em.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`login-failures ${clientIp} ${login}`]);
      // Old rows are useless: drop this pair's expired ones as we go, so the table stays small.
      await em.query('DELETE FROM login_failures WHERE login = $1 AND client_ip = $2 AND failed_at < now() - make_interval(mins => $3)', [
        login,
        clientIp,
        limits.windowMinutes,
      ]);
      const rows: Array<{ id: string }> = await em.query(
        `WITH recent AS (
           SELECT count(*)::int AS n, max(failed_at) AS latest FROM login_failures
           WHERE login = $1 AND client_ip = $2 AND failed_at > now() - make_interval(mins => $3))
         INSERT INTO login_failures (login, client_ip)
         SELECT $1, $2 FROM recent WHERE n < $4 OR latest <= now() - make_interval(mins => $5)
         RETURNING id`,
        [login, clientIp, limits.windowMinutes, limits.maxFailures, limits.lockMinutes],
      );
      return rows[0]?.id ?? null;
    });
  }

  /** Takes back a reservation whose password was never checked (the server was too busy to hash). */
  async release(id: string): Promise<void> {
    await this.repo.delete({ id });
  }

  /** Every pair's rows older than the lockout needs (the hourly clean-up of pairs that never come back). */
  async deleteOlderThan(keepMinutes: number, em: EntityManager = this.repo.manager): Promise<number> {
    const result = await em
      .createQueryBuilder()
      .delete()
      .from(LoginFailureEntity)
      .where(`failed_at < now() - make_interval(mins => :keepMinutes)`, { keepMinutes })
      .execute();
    return result.affected ?? 0;
  }

  async clear(login: string, clientIp: string): Promise<void> {
    await this.repo.delete({ login, clientIp });
  }
}
