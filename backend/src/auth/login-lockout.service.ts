import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { runWithAdvisoryLock } from '../common/scheduling/advisory-lock';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { LoginFailuresRepository } from './login-failures.repository';

/**
 * After LOGIN_MAX_FAILURES failures within LOGIN_WINDOW_MINUTES from one client address for one login,
 * that pair is cooled off for LOGIN_LOCK_MINUTES (docs/security.md explains the choice of key).
 */
@Injectable()
export class LoginLockoutService {
  constructor(
    private readonly failures: LoginFailuresRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /**
   * Failed sign-ins are kept only as long as the lockout needs them. A pair's old rows also go when it fails or
   * signs in again; this hourly job (one instance, under a database lock) removes those of pairs that never return.
   */
  @Cron(CronExpression.EVERY_HOUR, { name: 'login-failures-retention' })
  async removeOldFailures(): Promise<void> {
    const { windowMinutes, lockMinutes } = this.config.auth;
    await runWithAdvisoryLock(this.dataSource, 'login-failures-retention', (em) => this.failures.deleteOlderThan(Math.max(windowMinutes, lockMinutes), em));
  }

  async isLocked(login: string, clientIp: string): Promise<boolean> {
    const { maxFailures, windowMinutes, lockMinutes } = this.config.auth;
    const { count, latest } = await this.failures.recent(key(login), clientIp, Math.max(windowMinutes, lockMinutes));
    if (count < maxFailures || !latest) return false;
    return Date.now() - latest.getTime() < lockMinutes * 60_000;
  }

  async recordFailure(login: string, clientIp: string): Promise<void> {
    const { windowMinutes, lockMinutes } = this.config.auth;
    await this.failures.record(key(login), clientIp, Math.max(windowMinutes, lockMinutes));
  }

  async recordSuccess(login: string, clientIp: string): Promise<void> {
    await this.failures.clear(key(login), clientIp);
  }
}

const key = (login: string) => login.trim().toLowerCase().slice(0, 254);
