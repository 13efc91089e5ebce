import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { NotificationChannel } from '../notification.model';
import type { RecipientHistory } from './followup-recipients';
import type { FollowupOutageKind } from './report-followup.entity';

/** A follow-up due to be told, with the report's contact and address as they are now (null once removed). */
export interface DueFollowup {
  id: number;
  reportId: number;
  channel: NotificationChannel;
  email: string | null;
  phone: string | null;
  /** The own phone of the account the report was sent from (null without one): the only number an SMS may go to. */
  accountPhone: string | null;
  address: string;
  lng: number;
  lat: number;
}

/** A planned outage that has ended with follow-ups still waiting for it. */
export interface EndedPlanned {
  id: number;
  start: Date;
  end: Date;
}

const DUE_COLUMNS = `f."id", f."report_id" AS "reportId", f."channel", r."email", r."phone_number" AS "phone", u."phone" AS "accountPhone", r."lng", r."lat",
  concat_ws(' ', r."street_type", r."street_name", r."residence_number" || coalesce('/' || r."apartment_number", '')) || ', ' || r."city" AS "address"`;

/** The only place that queries report_followups (it reads the report's contact from user_reports when a message is made). */
@Injectable()
export class ReportFollowupsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** One row per channel; asking again for the same report and channel adds nothing. Answers how many are new. */
  async insert(reportId: number, channels: readonly NotificationChannel[], outage: { kind: FollowupOutageKind; id: number }, consentAt: Date): Promise<number> {
    const rows: unknown[] = await this.db.query(
      `INSERT INTO "report_followups" ("report_id", "channel", "outage_kind", "outage_id", "consent_at")
       SELECT $1, c, $3, $4, $5 FROM unnest($2::varchar[]) AS c
       ON CONFLICT ("report_id", "channel") DO NOTHING RETURNING "id"`,
      [reportId, channels, outage.kind, outage.id, consentAt],
    );
    return rows.length;
  }

  /** Follow-ups of one outage not yet queued whose report still has its contact data. */
  due(em: EntityManager, kind: FollowupOutageKind, outageId: number): Promise<DueFollowup[]> {
    return em.query(
      `SELECT ${DUE_COLUMNS} FROM "report_followups" f JOIN "user_reports" r ON r."id" = f."report_id"
       LEFT JOIN "users" u ON u."id" = r."user_id" AND NOT u."deleted"
       WHERE f."outage_kind" = $1 AND f."outage_id" = $2 AND f."queued_at" IS NULL AND r."personal_data_removed_at" IS NULL
       ORDER BY f."id"`,
      [kind, outageId],
    );
  }

  /**
   * Holds each recipient until the transaction ends, in one order (no deadlock): two outages ending at once cannot
   * both see a recipient under the daily cap and both write to them.
   */
  async lockRecipients(em: EntityManager, recipients: readonly string[]): Promise<void> {
    if (!recipients.length) return;
    await em.query(
      `SELECT pg_advisory_xact_lock(hashtext('report-followup:' || x)) FROM (SELECT DISTINCT x FROM unnest($1::text[]) AS x ORDER BY x) AS ordered`,
      [recipients],
    );
  }

  /** Follow-up messages queued for these recipients since `since` (e-mails in lower case, numbers as + and digits). */
  history(em: EntityManager, recipients: readonly string[], since: Date): Promise<RecipientHistory[]> {
    if (!recipients.length) return Promise.resolve([]);
    return em.query(
      `SELECT lower("recipient") AS "recipient", "channel", "key" FROM "notifications"
       WHERE "report_followup_id" IS NOT NULL AND lower("recipient") = ANY($1) AND "created_at" >= $2`,
      [recipients, since],
    );
  }

  async markQueued(em: EntityManager, ids: readonly number[], at: Date): Promise<void> {
    if (ids.length) await em.query(`UPDATE "report_followups" SET "queued_at" = $2 WHERE "id" = ANY($1)`, [ids, at]);
  }

  /**
   * Planned outages end by their time, not by a call: those whose end has passed with follow-ups waiting. A planned
   * outage deleted or rejected after the report is over for the reporter as well (the works will not happen).
   */
  endedPlanned(em: EntityManager, now: Date): Promise<EndedPlanned[]> {
    return em.query(
      `SELECT DISTINCT p."id", p."outage_start" AS "start", p."outage_end" AS "end"
       FROM "report_followups" f JOIN "planned_outages" p ON p."id" = f."outage_id"
       WHERE f."outage_kind" = 'PLANNED' AND f."queued_at" IS NULL
         AND (p."outage_end" <= $1 OR p."deleted" OR p."accept_status" <> 'ACCEPTED')`,
      [now],
    );
  }

  /** The stop link: the report's follow-ups go, with their messages not yet sent (the outbox rows cascade). */
  async removeForReport(reportId: number): Promise<number> {
    const rows: unknown[] = await this.db.query(`WITH gone AS (DELETE FROM "report_followups" WHERE "report_id" = $1 RETURNING "id") SELECT "id" FROM gone`, [
      reportId,
    ]);
    return rows.length;
  }

  /** Retention: follow-ups (and their messages) of reports whose personal data was removed. */
  async removeForAnonymisedReports(em: EntityManager): Promise<number> {
    const rows: unknown[] = await em.query(
      `WITH gone AS (DELETE FROM "report_followups" f USING "user_reports" r
                     WHERE r."id" = f."report_id" AND r."personal_data_removed_at" IS NOT NULL RETURNING f."id")
       SELECT "id" FROM gone`,
    );
    return rows.length;
  }

  /** How many follow-ups a report has, by channel (the answer to a repeated request). */
  async channelsOf(reportId: number): Promise<NotificationChannel[]> {
    const rows: Array<{ channel: NotificationChannel }> = await this.db.query(
      `SELECT "channel" FROM "report_followups" WHERE "report_id" = $1 ORDER BY "channel"`,
      [reportId],
    );
    return rows.map((r) => r.channel);
  }
}
