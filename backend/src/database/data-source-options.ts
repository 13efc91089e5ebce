import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { DatabaseTimeouts } from '../config/app-config';
import { HangSafeClient } from './hang-safe-client';
import { LoginFailureEntity } from '../auth/entities/login-failure.entity';
import { SecondFactorEntity } from '../auth/entities/second-factor.entity';
import { PasskeyEntity } from '../auth/entities/passkey.entity';
import { WebAuthnChallengeEntity } from '../auth/entities/webauthn-challenge.entity';
import { UserEntity } from '../users/entities/user.entity';
import { AddressPointEntity } from '../geocoding/entities/address-point.entity';
import { AddressStreetEntity } from '../geocoding/entities/address-street.entity';
import { PlannedOutageAddressEntity } from '../planned-outages/entities/planned-outage-address.entity';
import { PlannedOutageEntity } from '../planned-outages/entities/planned-outage.entity';
import { PollAnswerEntity } from '../poll/entities/poll-answer.entity';
import { CaptchaUsedSolutionEntity } from '../captcha/entities/captcha-used-solution.entity';
import { AreaEntity } from '../areas/entities/area.entity';
import { SettingEntity } from '../settings/entities/setting.entity';
import { CallNetOutageEntity } from '../outages/entities/call-net-outage.entity';
import { OutageEndChangeEntity } from '../outages/entities/outage-end-change.entity';
import { UserReportEntity } from '../reports/entities/user-report.entity';
import { MailOutboxEntity } from '../mail/entities/mail-outbox.entity';
import { AccountTokenEntity } from '../accounts/entities/account-token.entity';
import { ConsentEventEntity } from '../accounts/entities/consent-event.entity';
import { WatchedAddressEntity } from '../accounts/entities/watched-address.entity';
import { SmsOutboxEntity } from '../sms/entities/sms-outbox.entity';

import { NotificationEntity } from '../notifications/entities/notification.entity';
import { ReportFollowupEntity } from '../notifications/report-followups/report-followup.entity';
import { RestorationCheckEntity } from '../notifications/restoration-checks/restoration-check.entity';
import { AuditRecordEntity } from '../audit/entities/audit-record.entity';

/** Every entity, listed once: the app, the migration runner and the drift check share this list. */
export const ENTITIES = [
  UserEntity,
  LoginFailureEntity,
  SecondFactorEntity,
  PasskeyEntity,
  WebAuthnChallengeEntity,
  AddressStreetEntity,
  AddressPointEntity,
  PollAnswerEntity,
  CaptchaUsedSolutionEntity,
  PlannedOutageEntity,
  PlannedOutageAddressEntity,
  SettingEntity,
  AreaEntity,
  CallNetOutageEntity,
  OutageEndChangeEntity,
  UserReportEntity,
  SmsOutboxEntity,
  MailOutboxEntity,
  AccountTokenEntity,
  ConsentEventEntity,
  WatchedAddressEntity,
  NotificationEntity,
  ReportFollowupEntity,
  RestorationCheckEntity,
  AuditRecordEntity,
];

/**
 * Limits of the server's own pool (without them a hung database held every request past 60 s). Migrations, seeding and
 * command-line jobs leave `limits` out: a long import or a schema change may legitimately run for minutes, watched
 * by a person who can stop it, so they keep only a connect timeout.
 */
function poolLimits(limits?: DatabaseTimeouts): Record<string, unknown> {
  if (!limits) return { connectionTimeoutMillis: 10_000 };
  return {
    Client: HangSafeClient,
    connectionTimeoutMillis: limits.connectMs,
    statement_timeout: limits.statementMs,
    // The server's statement_timeout answers first; this catches a server that answers nothing at all (frozen, cut off).
    query_timeout: limits.statementMs + 1000,
    idle_in_transaction_session_timeout: limits.idleInTransactionMs,
    keepAlive: true,
  };
}

/** Never `synchronize`: the schema changes only through migrations (CONVENTIONS). */
export function dataSourceOptions(url: string, limits?: DatabaseTimeouts): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: [join(__dirname, 'migrations', '*.{js,ts}')],
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    extra: { max: 20, application_name: 'portal-awarii', ...poolLimits(limits) },
  };
}
