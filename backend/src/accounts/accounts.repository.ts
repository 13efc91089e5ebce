import { NotificationEntity } from '../notifications/entities/notification.entity';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { UserReportEntity } from '../reports/entities/user-report.entity';
import { UserEntity } from '../users/entities/user.entity';
import type { ConsentKind, ConsentSource, ConsentTimes } from './consent-rules';
import { AccountTokenEntity } from './entities/account-token.entity';
import { ConsentEventEntity } from './entities/consent-event.entity';
import { WatchedAddressEntity } from './entities/watched-address.entity';

export type ConsentEvent = { kind: ConsentKind; given: boolean };

/** An e-mail that can never be anyone's: frees the address of a deleted account (unique index on lower(email)). */
export const anonymousEmail = (userId: number) => `usuniete-konto-${userId}@anonim.invalid`;
export const ANONYMOUS_NAME = 'Konto usunięte';

/** Users as the account holder sees them: settings, consents and deletion. The only TypeORM code of these rules. */
@Injectable()
export class AccountsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  findUser(id: number, em?: EntityManager): Promise<UserEntity | null> {
    return (em ?? this.db.manager).getRepository(UserEntity).findOneBy({ id });
  }

  findUserByEmail(email: string): Promise<UserEntity | null> {
    return this.db.getRepository(UserEntity).createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email }).getOne();
  }

  findUserByConsentToken(token: string): Promise<UserEntity | null> {
    return this.db.getRepository(UserEntity).findOneBy({ emailConsentToken: token, deleted: false });
  }

  async emailTaken(email: string, exceptId: number): Promise<boolean> {
    return (
      (await this.db
        .getRepository(UserEntity)
        .createQueryBuilder('u')
        .where('lower(u.email) = lower(:email)', { email })
        .andWhere('u.id <> :exceptId', { exceptId })
        .getCount()) > 0
    );
  }

  async insertUser(em: EntityManager, values: Partial<UserEntity>): Promise<UserEntity> {
    const repo = em.getRepository(UserEntity);
    return repo.save(repo.create(values));
  }

  async updateUser(em: EntityManager | undefined, id: number, values: Partial<UserEntity>, revokeTokens = false): Promise<void> {
    const qb = (em ?? this.db.manager)
      .createQueryBuilder()
      .update(UserEntity)
      .set(revokeTokens ? { ...values, tokenVersion: () => 'token_version + 1' } : values)
      .where('id = :id', { id });
    await qb.execute();
  }

  async recordConsents(
    em: EntityManager | undefined,
    userId: number,
    events: ConsentEvent[],
    source: ConsentSource,
    columns: Partial<ConsentTimes>,
  ): Promise<void> {
    const manager = em ?? this.db.manager;
    if (Object.keys(columns).length) await manager.update(UserEntity, { id: userId }, columns);
    if (events.length)
      await manager.insert(
        ConsentEventEntity,
        events.map((e) => ({ userId, kind: e.kind, given: e.given, source })),
      );
  }

  consentHistory(userId: number): Promise<ConsentEventEntity[]> {
    return this.db.getRepository(ConsentEventEntity).find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /**
   * Public spec §3 'Usuń konto': the person's data goes, their reports stay without it (reports sent from the
   * account, and those sent before signing in from the confirmed address), every token stops working.
   */
  async anonymize(em: EntityManager, user: UserEntity, now: Date): Promise<void> {
    const reports = em
      .getRepository(UserReportEntity)
      .createQueryBuilder()
      .update(UserReportEntity)
      .set({ reporter: null, phoneNumber: null, email: null, userId: null, personalDataRemovedAt: now })
      .where('user_id = :id', { id: user.id });
    if (user.emailConfirmedAt) reports.orWhere('lower(email) = lower(:email)', { email: user.email });
    await reports.execute();
    await em.delete(WatchedAddressEntity, { userId: user.id });
    await em.delete(AccountTokenEntity, { userId: user.id });
    // Alerts hold the e-mail or phone they went to; those not yet sent must not go out either.
    await em.delete(NotificationEntity, { userId: user.id });
    // Push subscriptions name the person's browsers: they go with the account, recorded like the other channels.
    const [push]: Array<{ n: number }> = await em.query(
      `WITH gone AS (DELETE FROM "push_subscriptions" WHERE "user_id" = $1 RETURNING "id") SELECT count(*)::int AS "n" FROM gone`,
      [user.id],
    );
    if (push.n > 0) await em.insert(ConsentEventEntity, { userId: user.id, kind: 'PUSH_NOTIFICATION', given: false, source: 'ANONYMIZE' });
    await this.updateUser(
      em,
      user.id,
      {
        fullName: ANONYMOUS_NAME,
        email: anonymousEmail(user.id),
        phone: null,
        passwordHash: null,
        deleted: true,
        emailConfirmedAt: null,
        dataProcessingConsentAt: null,
        emailNotificationAt: null,
        smsNotificationAt: null,
        emailConsentToken: null,
        anonymizedAt: now,
      },
      true,
    );
  }
}
