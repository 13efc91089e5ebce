import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AnnouncedOutage, EndedFailure } from './scoreboard-figures';

interface FailureRow {
  endedAt: Date;
  currentEnd: Date | null;
  changes: Array<{ previousEnd: string | null; newEnd: string | null }>;
}

const dateOrNull = (v: string | null) => (v ? new Date(v) : null);

/** The only place that queries for the public scoreboard (docs/statistics.md): recorded history, nothing assumed. */
@Injectable()
export class StatisticsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Failures and extensive failures whose recorded end lies in [from, to), each with every change of its estimate, oldest first. */
  async endedFailures(from: Date, to: Date): Promise<EndedFailure[]> {
    const rows: FailureRow[] = await this.dataSource.query(
      `SELECT o."ended_at" AS "endedAt", o."outage_end" AS "currentEnd",
              COALESCE((SELECT json_agg(json_build_object('previousEnd', c."previous_end", 'newEnd', c."new_end") ORDER BY c."id")
                        FROM "call_net_outage_end_changes" c WHERE c."outage_id" = o."id"), '[]'::json) AS "changes"
       FROM "call_net_outages" o
       WHERE o."ended_at" >= $1 AND o."ended_at" < $2`,
      [from, to],
    );
    return rows.map((r) => ({
      endedAt: r.endedAt,
      currentEnd: r.currentEnd,
      changes: r.changes.map((c) => ({ previousEnd: dateOrNull(c.previousEnd), newEnd: dateOrNull(c.newEnd) })),
    }));
  }

  /**
   * Planned outages published (accepted) whose announced end lies in [from, to), with their recorded actual times.
   * Cancelled: marked cancelled, or deleted while published — the alerts told its people of a withdrawal either way.
   */
  announcedOutages(from: Date, to: Date): Promise<AnnouncedOutage[]> {
    return this.dataSource.query(
      `SELECT "outage_start" AS "announcedStart", "outage_end" AS "announcedEnd",
              "actual_start" AS "actualStart", "actual_end" AS "actualEnd",
              ("cancelled_at" IS NOT NULL OR "deleted") AS "cancelled"
       FROM "planned_outages"
       WHERE "accept_status" = 'ACCEPTED' AND "outage_end" >= $1 AND "outage_end" < $2`,
      [from, to],
    );
  }
}
