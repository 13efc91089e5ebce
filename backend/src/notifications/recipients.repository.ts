import { Injectable } from '@nestjs/common';
import type { Language } from '@portal/domain';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import type { NotificationChannel, NotificationEvent } from './notification.model';
import type { BBox } from '../geo/outage-area';

/** A watched address whose owner may be told, with the channels they may be told on right now. */
export interface Recipient {
  userId: number;
  watchedAddressId: number;
  /** Set only when the e-mail channel is allowed: consent, agreement, a confirmed address. */
  email: string | null;
  /** Set only when the SMS channel is allowed: consent, agreement, a phone. */
  phone: string | null;
  /** The person's subscribed browsers ('12,15'), null when none (push needs no more than the data-processing consent and a subscription). */
  push: string | null;
  emailConsentToken: string | null;
  /**
   * Only for an address with a priority-customer declaration (docs/priority-customers.md): the confirmed e-mail and
   * the phone whatever channels are chosen — the declaration asks for every channel (priority-channels.ts).
   */
  priority: boolean;
  priorityEmail: string | null;
  priorityPhone: string | null;
  address: string;
  lng: number | null;
  lat: number | null;
  /** The account's language: every alert to this person is written in it. */
  language: Language;
}

/**
 * Only active watched addresses of live accounts with data-processing consent; each channel only with its own
 * agreement (and a confirmed e-mail or a phone); push with a subscribed browser (subscribing is the agreement). Everything else is never a recipient.
 */
const RECIPIENT_SELECT = `
  SELECT w."id" AS "watchedAddressId", u."id" AS "userId",
         CASE WHEN u."email_notification_at" IS NOT NULL AND u."email_confirmed_at" IS NOT NULL THEN u."email" END AS "email",
         CASE WHEN u."sms_notification_at" IS NOT NULL AND coalesce(u."phone", '') <> '' THEN u."phone" END AS "phone",
         (SELECT string_agg(p."id"::text, ',' ORDER BY p."id") FROM "push_subscriptions" p WHERE p."user_id" = u."id") AS "push",
         u."email_consent_token" AS "emailConsentToken",
         d."id" IS NOT NULL AS "priority",
         CASE WHEN d."id" IS NOT NULL AND u."email_confirmed_at" IS NOT NULL THEN u."email" END AS "priorityEmail",
         CASE WHEN d."id" IS NOT NULL THEN nullif(u."phone", '') END AS "priorityPhone",
         concat_ws(', ', concat_ws(' ', w."street_type", w."street_name", w."house_number"), w."city") AS "address",
         w."lng" AS "lng", w."lat" AS "lat", u."language" AS "language"
  FROM "watched_addresses" w
  JOIN "users" u ON u."id" = w."user_id"
  LEFT JOIN "priority_declarations" d ON d."watched_address_id" = w."id"
  WHERE w."active" AND NOT u."deleted" AND u."anonymized_at" IS NULL AND u."data_processing_consent_at" IS NOT NULL
    AND ((u."email_notification_at" IS NOT NULL AND u."email_confirmed_at" IS NOT NULL)
         OR (u."sms_notification_at" IS NOT NULL AND coalesce(u."phone", '') <> '')
         OR EXISTS (SELECT 1 FROM "push_subscriptions" p WHERE p."user_id" = u."id")
         OR d."id" IS NOT NULL)`;

/** The only place that reads watched addresses and consents for alerts. */
@Injectable()
export class RecipientsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Watched addresses in an outage's address list (keys from addressMatchKey). */
  byMatchKeys(keys: readonly string[], em: EntityManager = this.dataSource.manager): Promise<Recipient[]> {
    if (!keys.length) return Promise.resolve([]);
    return em.query(`${RECIPIENT_SELECT} AND (w."match_key" = ANY($1) OR w."match_key_base" = ANY($1))`, [keys]);
  }

  /**
   * Watched addresses whose point lies in a box (the caller decides what is really inside). Asked in the transaction of
   * every outage update, and in a storm most boxes hold no watched address: the recipients' query (joins, consents,
   * subscriptions) took more of PostgreSQL's time than every other statement of a write together, nearly all of it
   * planning (0.28 of 0.46 ms, docs/performance.md). So the box is asked first, by the point index alone, and
   * the full query only for the addresses found.
   */
  async inBBox(box: BBox, em: EntityManager = this.dataSource.manager): Promise<Recipient[]> {
    const inBox: Array<{ id: number }> = await em.query(
      `SELECT "id" FROM "watched_addresses" WHERE "active" AND "lng" BETWEEN $1 AND $3 AND "lat" BETWEEN $2 AND $4`,
      [box.minLng, box.minLat, box.maxLng, box.maxLat],
    );
    return this.byWatchedAddressIds(
      inBox.map((w) => w.id),
      em,
    );
  }

  byWatchedAddressIds(ids: readonly number[], em: EntityManager = this.dataSource.manager): Promise<Recipient[]> {
    if (!ids.length) return Promise.resolve([]);
    return em.query(`${RECIPIENT_SELECT} AND w."id" = ANY($1)`, [ids]);
  }

  /** Who was already sent (or is queued) a message whose key starts with one of the prefixes. */
  async told(
    keyPrefixes: readonly string[],
    em: EntityManager = this.dataSource.manager,
  ): Promise<Array<{ userId: number; watchedAddressId: number; channel: NotificationChannel; createdAt: Date }>> {
    if (!keyPrefixes.length) return [];
    return em.query(
      `SELECT DISTINCT ON ("user_id", "channel") "user_id" AS "userId", "watched_address_id" AS "watchedAddressId", "channel", "created_at" AS "createdAt"
       FROM "notifications" WHERE "key" LIKE ANY($1) AND "status" NOT IN ('FAILED') AND "watched_address_id" IS NOT NULL
       ORDER BY "user_id", "channel", "created_at"`,
      [keyPrefixes.map((p) => `${p.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)],
    );
  }

  /** Every message already queued or sent (not FAILED) whose key matches the LIKE pattern, oldest first. */
  history(
    keyPattern: string,
    em: EntityManager = this.dataSource.manager,
  ): Promise<Array<{ userId: number; watchedAddressId: number | null; event: NotificationEvent; key: string; createdAt: Date }>> {
    return em.query(
      `SELECT "user_id" AS "userId", "watched_address_id" AS "watchedAddressId", "event", "key", "created_at" AS "createdAt"
       FROM "notifications" WHERE "key" LIKE $1 AND "status" <> 'FAILED' ORDER BY "created_at", "id"`,
      [keyPattern],
    );
  }

  /** Every e-mail needs its stop link: accounts without a token get one now, in the same transaction (two statements). */
  async ensureConsentTokens(userIds: readonly number[], em: EntityManager = this.dataSource.manager): Promise<Map<number, string>> {
    if (!userIds.length) return new Map();
    const fresh = userIds.map(() => randomBytes(24).toString('hex'));
    // COALESCE keeps a token another transaction set meanwhile; everyone then uses that one.
    await em.query(
      `UPDATE "users" u SET "email_consent_token" = coalesce(u."email_consent_token", v."token")
       FROM unnest($1::int[], $2::text[]) AS v("id", "token") WHERE u."id" = v."id" AND u."email_consent_token" IS NULL`,
      [userIds, fresh],
    );
    const rows: Array<{ id: number; token: string }> = await em.query(`SELECT "id", "email_consent_token" AS "token" FROM "users" WHERE "id" = ANY($1)`, [
      userIds,
    ]);
    return new Map(rows.map((r) => [r.id, r.token]));
  }
}
