import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { UserReportEntity } from './entities/user-report.entity';
import type { KeyedReport } from './report-replay';

/** `afterRestoration` only for the answer to "Czy masz już prąd?" (false otherwise). */
export type NewUserReport = Omit<UserReportEntity, 'id' | 'reportedAt' | 'user' | 'personalDataRemovedAt' | 'afterRestoration'> & {
  afterRestoration?: boolean;
};

/** A recent report of the same person (phone or e-mail), for the duplicate rule. */
export interface RecentReport {
  id: number;
  streetName: string;
  residenceNumber: string;
  idempotencyKey: string | null;
}

/** The only place that queries user_reports for the report service. */
@Injectable()
export class UserReportsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private get repo() {
    return this.db.getRepository(UserReportEntity);
  }

  /** `em`: inside the caller's transaction (the answer to "Czy masz już prąd?" marks its question used with it). */
  async insert(values: NewUserReport, em?: EntityManager): Promise<number> {
    const result = await (em ? em.getRepository(UserReportEntity) : this.repo).insert(values);
    return (result.identifiers[0] as { id: number }).id;
  }

  /** The report stored under this Idempotency-Key, with what it remembers of the request that stored it. */
  async findByIdempotencyKey(key: string): Promise<KeyedReport | null> {
    const row = await this.repo.findOne({
      where: { idempotencyKey: key },
      select: { id: true, idempotencyDigest: true, clientHash: true },
    });
    return row ? { id: row.id, requestDigest: row.idempotencyDigest, clientHash: row.clientHash } : null;
  }

  /**
   * A report's point and the contacts it still holds (null once its personal data was removed), with the own phone of
   * the account it was sent from (null without one), for a follow-up.
   */
  async followUpTarget(id: number): Promise<{ lng: number; lat: number; email: string | null; phone: string | null; accountPhone: string | null } | null> {
    const rows: Array<{ lng: number; lat: number; email: string | null; phone: string | null; accountPhone: string | null }> = await this.repo.query(
      `SELECT r."lng", r."lat", r."email", r."phone_number" AS "phone", u."phone" AS "accountPhone"
       FROM "user_reports" r LEFT JOIN "users" u ON u."id" = r."user_id" AND NOT u."deleted"
       WHERE r."id" = $1 AND r."personal_data_removed_at" IS NULL`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** The staff's list, newest first; `afterRestoration` keeps only the flagged ones (their partial index answers it). */
  async staffPage(filter: { afterRestoration?: boolean; limit: number; offset: number }): Promise<[UserReportEntity[], number]> {
    return this.repo.findAndCount({
      where: filter.afterRestoration === undefined ? {} : { afterRestoration: filter.afterRestoration },
      order: { reportedAt: 'DESC', id: 'DESC' },
      take: filter.limit,
      skip: filter.offset,
    });
  }

  /** Reports in the last `minutes` with this phone or e-mail (e-mail compared without case), newest first. */
  async recentByContact(phone: string, email: string, minutes: number): Promise<RecentReport[]> {
    return this.repo
      .createQueryBuilder('r')
      .select(['r.id', 'r.streetName', 'r.residenceNumber', 'r.idempotencyKey'])
      .where('r.reportedAt > now() - make_interval(mins => :minutes)', { minutes })
      .andWhere('(r.phoneNumber = :phone OR lower(r.email) = lower(:email))', { phone, email })
      .orderBy('r.reportedAt', 'DESC')
      .limit(200)
      .getMany();
  }

  /** How many reports this client sent in the last `minutes` (the user_reports_client index answers it). */
  countByClient(clientHash: string, minutes: number): Promise<number> {
    return this.repo
      .createQueryBuilder('r')
      .where('r.clientHash = :clientHash', { clientHash })
      .andWhere('r.reportedAt > now() - make_interval(mins => :minutes)', { minutes })
      .getCount();
  }

  /**
   * Removes the reporter's name, phone and e-mail from reports older than `days` (the report stays for statistics),
   * and the client hash once it is older than a day (it serves only the short per-client limit). Returns how many
   * reports lost their personal data.
   */
  async removePersonalData(em: EntityManager, days: number): Promise<number> {
    const result = await em
      .createQueryBuilder()
      .update(UserReportEntity)
      .set({ reporter: null, phoneNumber: null, email: null, personalDataRemovedAt: () => 'now()' })
      .where('reported_at < now() - make_interval(days => :days)', { days })
      .andWhere('personal_data_removed_at IS NULL')
      .execute();
    await em
      .createQueryBuilder()
      .update(UserReportEntity)
      .set({ clientHash: null, idempotencyDigest: null })
      .where(`reported_at < now() - interval '1 day'`)
      .andWhere('client_hash IS NOT NULL')
      .execute();
    return result.affected ?? 0;
  }
}
