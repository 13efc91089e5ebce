import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { LoginFailureEntity } from './entities/login-failure.entity';

/** Failed sign-ins per (login, client address), in PostgreSQL so every instance sees the same counts. */
@Injectable()
export class LoginFailuresRepository {
  constructor(@InjectRepository(LoginFailureEntity) private readonly repo: Repository<LoginFailureEntity>) {}

  /** Failures within the window and the time of the latest one. */
  async recent(login: string, clientIp: string, windowMinutes: number): Promise<{ count: number; latest: Date | null }> {
    const row = await this.repo
      .createQueryBuilder('f')
      .select('count(*)::int', 'count')
      .addSelect('max(f.failed_at)', 'latest')
      .where('f.login = :login AND f.client_ip = :clientIp', { login, clientIp })
      .andWhere(`f.failed_at > now() - make_interval(mins => :windowMinutes)`, { windowMinutes })
      .getRawOne<{ count: number; latest: Date | null }>();
    return { count: row?.count ?? 0, latest: row?.latest ? new Date(row.latest) : null };
  }

  async record(login: string, clientIp: string, keepMinutes: number): Promise<void> {
    await this.repo.insert({ login, clientIp });
    // Old rows are useless: drop this pair's expired ones as we go, so the table stays small.
    await this.repo
      .createQueryBuilder()
      .delete()
      .where('login = :login AND client_ip = :clientIp', { login, clientIp })
      .andWhere(`failed_at < now() - make_interval(mins => :keepMinutes)`, { keepMinutes })
      .execute();
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
