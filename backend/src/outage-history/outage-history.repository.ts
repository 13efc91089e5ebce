import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { LngLat, OutageCircle } from '@portal/domain';
import type { OutageKind } from '../outages/outages.model';
import type { BBox } from '../geo/outage-area';
import { containsPattern } from '../planned-outages/search-text';
import type { LimitKind } from './limit-kinds';

/** A watched address as the history needs it. */
export interface WatchedPoint {
  id: number;
  userId: number;
  label: string;
  streetName: string;
  district: string | null;
  lng: number;
  lat: number;
  matchKey: string | null;
  matchKeyBase: string | null;
  createdAt: Date;
}

/** A failure or extensive outage, ended or not (call_net_outages keeps ended ones with ended_at). */
export interface UnplannedRow {
  id: number;
  kind: OutageKind;
  start: Date;
  endedAt: Date | null;
  cause: string | null;
  description: string | null;
  area: LngLat[] | null;
  position: LngLat;
  outageCircle: OutageCircle | null;
}

/** One address of an accepted planned outage. */
export interface PlannedAddressRow {
  id: number;
  start: Date;
  end: Date;
  street: string | null;
  streetNumber: string | null;
}

const POINT_SELECT = `
  SELECT w."id", w."user_id" AS "userId",
         concat_ws(', ', concat_ws(' ', w."street_type", w."street_name", w."house_number"), w."city") AS "label",
         w."street_name" AS "streetName", w."district", w."lng", w."lat", w."match_key" AS "matchKey", w."match_key_base" AS "matchKeyBase",
         w."created_at" AS "createdAt"
  FROM "watched_addresses" w`;

/** Watched addresses of live accounts only: a deleted or anonymised account has none left, but be explicit. */
const LIVE = `JOIN "users" u ON u."id" = w."user_id" WHERE NOT u."deleted" AND u."anonymized_at" IS NULL`;

/** A circle (at most 500 m) reaches this far beyond an outage's stored box (its point); generous at 52°N. */
const CIRCLE_MARGIN_DEG = 0.01;

/** The only place that queries for the outage history (docs/outage-history.md). */
@Injectable()
export class OutageHistoryRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  addressesOf(userId: number): Promise<WatchedPoint[]> {
    return this.dataSource.query(`${POINT_SELECT} WHERE w."user_id" = $1 ORDER BY w."created_at", w."id"`, [userId]);
  }

  /** Every watched address of a live account, for the staff report. */
  allAddresses(): Promise<WatchedPoint[]> {
    return this.dataSource.query(`${POINT_SELECT} ${LIVE} ORDER BY w."id"`);
  }

  addressesInBox(box: BBox, em: EntityManager = this.dataSource.manager): Promise<WatchedPoint[]> {
    return em.query(`${POINT_SELECT} ${LIVE} AND w."lng" BETWEEN $1 AND $3 AND w."lat" BETWEEN $2 AND $4`, [box.minLng, box.minLat, box.maxLng, box.maxLat]);
  }

  addressesByMatchKeys(keys: readonly string[], em: EntityManager = this.dataSource.manager): Promise<WatchedPoint[]> {
    if (!keys.length) return Promise.resolve([]);
    return em.query(`${POINT_SELECT} ${LIVE} AND (w."match_key" = ANY($1) OR w."match_key_base" = ANY($1))`, [keys]);
  }

  /** Failures and extensive outages that overlap [from, to) and whose box (plus a circle's reach) meets `box`. */
  unplannedNear(box: BBox, from: Date, to: Date, em: EntityManager = this.dataSource.manager): Promise<UnplannedRow[]> {
    return em.query(
      `SELECT "id", "kind", "outage_start" AS "start", "ended_at" AS "endedAt", "cause", "description", "area", "position", "outage_circle" AS "outageCircle"
       FROM "call_net_outages"
       WHERE "outage_start" < $5 AND ("ended_at" IS NULL OR "ended_at" > $6)
         AND "max_lng" >= $1::float8 - $7::float8 AND "min_lng" <= $3::float8 + $7::float8
         AND "max_lat" >= $2::float8 - $7::float8 AND "min_lat" <= $4::float8 + $7::float8
       ORDER BY "outage_start", "id"`,
      [box.minLng, box.minLat, box.maxLng, box.maxLat, to, from, CIRCLE_MARGIN_DEG],
    );
  }

  /**
   * Addresses of accepted, not deleted planned outages overlapping [from, to). `streets` narrows them to address
   * lines naming one of those streets (the trigram index on search_text); the caller matches keys exactly.
   */
  plannedAddresses(from: Date, to: Date, streets: readonly string[] | null, em: EntityManager = this.dataSource.manager): Promise<PlannedAddressRow[]> {
    if (streets && !streets.length) return Promise.resolve([]);
    const params: unknown[] = [to, from];
    let narrow = '';
    if (streets) {
      params.push(streets.map((s) => containsPattern(s)));
      narrow = `AND a."search_text" LIKE ANY($3)`;
    }
    return em.query(
      `SELECT o."id", o."outage_start" AS "start", o."outage_end" AS "end", a."street", a."street_number" AS "streetNumber"
       FROM "planned_outages" o JOIN "planned_outage_addresses" a ON a."outage_id" = o."id"
       WHERE o."accept_status" = 'ACCEPTED' AND NOT o."deleted" AND o."outage_start" < $1 AND o."outage_end" > $2 ${narrow}
       ORDER BY o."outage_start", o."id", a."position"`,
      params,
    );
  }

  /** Unplanned outages running now or changed since `since`: the scheduled limit check looks at their addresses. */
  unplannedToCheck(since: Date, em: EntityManager): Promise<UnplannedRow[]> {
    return em.query(
      `SELECT "id", "kind", "outage_start" AS "start", "ended_at" AS "endedAt", "cause", "description", "area", "position", "outage_circle" AS "outageCircle"
       FROM "call_net_outages" WHERE "ended_at" IS NULL OR "updated_at" > $1`,
      [since],
    );
  }

  /** Accepted planned outages running now, or changed or ended since `since`. */
  plannedToCheck(since: Date, now: Date, em: EntityManager): Promise<PlannedAddressRow[]> {
    return em.query(
      `SELECT o."id", o."outage_start" AS "start", o."outage_end" AS "end", a."street", a."street_number" AS "streetNumber"
       FROM "planned_outages" o JOIN "planned_outage_addresses" a ON a."outage_id" = o."id"
       WHERE o."accept_status" = 'ACCEPTED' AND NOT o."deleted" AND o."outage_start" < $2
         AND (o."outage_end" > $1 OR o."updated_at" > $1)`,
      [since, now],
    );
  }

  /**
   * Records that the address was told it passed the limit in the year. True only for the first caller ever: the
   * unique index (address, year, limit) makes every later call — another instance, the next job run — a no-op.
   */
  async claimLimitAlert(em: EntityManager, watchedAddressId: number, year: number, limit: LimitKind, hours: number): Promise<boolean> {
    const rows: unknown[] = await em.query(
      `INSERT INTO "outage_limit_alerts" ("watched_address_id", "year", "limit_kind", "hours") VALUES ($1, $2, $3, $4)
       ON CONFLICT ("watched_address_id", "year", "limit_kind") DO NOTHING RETURNING "id"`,
      [watchedAddressId, year, limit, Math.round(hours * 100) / 100],
    );
    return rows.length > 0;
  }

  /** Frees a claim nobody could be told about (no channel, no consent, address switched off): a later check may try again. */
  async releaseLimitAlert(em: EntityManager, watchedAddressId: number, year: number, limit: LimitKind): Promise<void> {
    await em.query(`DELETE FROM "outage_limit_alerts" WHERE "watched_address_id" = $1 AND "year" = $2 AND "limit_kind" = $3`, [watchedAddressId, year, limit]);
  }
}
