import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ReportSource } from '../reports/reports.model';
import { UserReportEntity } from '../reports/entities/user-report.entity';

/** What changed since the last look, in one cheap query (docs/map-feeds.md "several instances"). */
export interface FeedSignature {
  /** count, max id and the exact sum of updated_at: any insert, update or delete changes it. */
  outages: string;
  planned: string;
  reportMaxId: number;
  reportCount: number;
}

export interface MapReportRow {
  id: number;
  source: ReportSource;
  lng: number;
  lat: number;
  streetType: string | null;
  streetName: string;
  residenceNumber: string;
  city: string;
  reportedAt: Date;
}

/** The snapshot's reads: signatures, recent reports for the map, planned outages' change times. */
@Injectable()
export class MapFeedRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * max(updated_at) alone would miss a transaction that started earlier and committed later (its now() is older);
   * the sum of every row's updated_at changes whichever row changed. Only accepted planned outages count (a draft
   * changes nothing on the map; a row that leaves or enters ACCEPTED changes the sum), and those long ended are left
   * out so the query stays small as the table grows; `plannedSince` moves once a day.
   */
  async signature(plannedSince: Date, reportsSince: Date): Promise<FeedSignature> {
    const [row] = await this.dataSource.query(
      `SELECT
         (SELECT count(*) || '/' || coalesce(max(id), 0) || '/' || coalesce(sum(extract(epoch FROM updated_at)), 0) FROM call_net_outages) AS outages,
         (SELECT count(*) || '/' || coalesce(max(id), 0) || '/' || coalesce(sum(extract(epoch FROM updated_at)), 0) FROM planned_outages
           WHERE outage_end > $1 AND accept_status = 'ACCEPTED') AS planned,
         (SELECT coalesce(max(id), 0) FROM user_reports) AS "reportMaxId",
         (SELECT count(*) FROM user_reports WHERE reported_at >= $2) AS "reportCount"`,
      [plannedSince, reportsSince],
    );
    return { outages: row.outages, planned: row.planned, reportMaxId: Number(row.reportMaxId), reportCount: Number(row.reportCount) };
  }

  /** Reports since `since` (and with id in (afterId, upToId] when given), for the map: no personal data is read. */
  reportsSince(since: Date, afterId = 0, upToId = 2_147_483_647): Promise<MapReportRow[]> {
    return this.dataSource.query(
      `SELECT id, source, lng, lat, street_type AS "streetType", street_name AS "streetName", residence_number AS "residenceNumber",
              city, reported_at AS "reportedAt"
       FROM user_reports WHERE reported_at >= $1 AND id > $2 AND id <= $3 ORDER BY id`,
      [since, afterId, upToId],
    );
  }

  /** Tells every instance listening on `channel` (feed-changes.ts); PostgreSQL delivers it when this statement commits. */
  async notify(channel: string, payload: string): Promise<void> {
    await this.dataSource.query('SELECT pg_notify($1, $2)', [channel, payload]);
  }

  /** planned_outages.updated_at of these outages (the planned-outages service's answer does not carry it). */
  async plannedUpdatedAt(ids: number[]): Promise<Map<number, Date>> {
    if (!ids.length) return new Map();
    const rows: Array<{ id: number; updatedAt: Date }> = await this.dataSource.query(
      `SELECT id, updated_at AS "updatedAt" FROM planned_outages WHERE id = ANY($1)`,
      [ids],
    );
    return new Map(rows.map((r) => [r.id, r.updatedAt]));
  }
}

/** Bulk load of user reports for the demo seed and the benchmark (the wizard writes one at a time through its own module). */
export async function insertUserReports(em: EntityManager, rows: Array<Partial<UserReportEntity>>): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await em.insert(UserReportEntity, rows.slice(i, i + 500));
}
