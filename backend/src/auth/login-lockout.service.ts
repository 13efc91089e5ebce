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

  /**
   * Every try counts as a failure from the start: reserved atomically before the password is checked, and cleared
   * by a success. Null: the pair is locked, answer without checking the password.
   */
  async reserveAttempt(login: string, clientIp: string): Promise<string | null> {
    const { maxFailures, windowMinutes, lockMinutes } = this.config.auth;
    return this.failures.reserve(key(login), clientIp, { maxFailures, windowMinutes: Math.max(windowMinutes, lockMinutes), lockMinutes });
  }

  /** The try was never judged (the server was busy): it does not count. */
  async releaseAttempt(reservation: string): Promise<void> {
    await this.failures.release(reservation);
  }

  async recordSuccess(login: string, clientIp: string): Promise<void> {
    await this.failures.clear(key(login), clientIp);
  }
}

const key = (login: string) => login.trim().toLowerCase().slice(0, 254);
