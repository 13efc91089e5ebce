import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CANCELLED_VISIBLE_MS } from '../open-data.model';
import type { OpenMessage } from './open-message';

interface Row {
  subject: string;
  version: Date;
  msg_type: OpenMessage['msgType'];
  identifier: string;
  sent: Date;
  refs: string | null;
  reason: OpenMessage['reason'];
  item: OpenMessage['item'];
}

/** The only file that touches open_data_message (plain SQL: a log with no entity relations). */
@Injectable()
export class OpenMessageRepository {
  constructor(private readonly db: DataSource) {}

  /** The latest message of each subject. */
  async latest(): Promise<Map<string, OpenMessage>> {
    const rows = await this.db.query<Row[]>(`SELECT DISTINCT ON ("subject") * FROM "open_data_message" ORDER BY "subject", "id" DESC`);
    return new Map(rows.map((r) => [r.subject, toMessage(r)]));
  }

  /** Writes new messages; one another instance already wrote (same identifier) is kept as it is. */
  async append(messages: readonly OpenMessage[]): Promise<void> {
    if (!messages.length) return;
    await this.db.query(
      `INSERT INTO "open_data_message" ("subject", "version", "msg_type", "identifier", "sent", "refs", "reason", "item")
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS x("subject" varchar, "version" timestamptz, "msgType" varchar, "identifier" varchar, "sent" timestamptz, "refs" varchar, "reason" varchar, "item" jsonb)
       ON CONFLICT ("identifier") DO NOTHING`,
      [JSON.stringify(messages)],
    );
  }

  /** Forgets what no feed shows and no future message references: superseded rows and day-old Cancels. */
  async prune(now: Date): Promise<void> {
    await this.db.query(
      `DELETE FROM "open_data_message" m
       WHERE EXISTS (SELECT 1 FROM "open_data_message" n WHERE n."subject" = m."subject" AND n."id" > m."id")
          OR (m."msg_type" = 'Cancel' AND m."sent" < $1)`,
      [new Date(now.getTime() - CANCELLED_VISIBLE_MS)],
    );
  }
}

function toMessage(r: Row): OpenMessage {
  return {
    subject: r.subject,
    version: r.version.toISOString(),
    msgType: r.msg_type,
    identifier: r.identifier,
    sent: r.sent.toISOString(),
    refs: r.refs,
    reason: r.reason,
    item: r.item,
  };
}
