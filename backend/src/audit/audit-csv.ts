import { warsawDateTime } from '@portal/domain';
import { csvFile, csvRow } from '../common/csv';
import type { AuditRecordEntity } from './entities/audit-record.entity';

/** The header row, in the back office's Polish ("Dziennik zdarzeń"). */
export const AUDIT_CSV_HEADER = [
  'Id',
  'Kiedy (czas warszawski)',
  'Kto (id)',
  'Sposób logowania',
  'Adres',
  'Działanie',
  'Obiekt',
  'Id obiektu',
  'Przed',
  'Po',
  'Skrót',
];

const json = (v: Record<string, unknown> | null) => (v === null ? '' : JSON.stringify(v));

/** The filtered records for Polish Excel (common/csv.ts); before/after as JSON, already masked when written. */
export function buildAuditCsv(rows: AuditRecordEntity[]): Buffer {
  return csvFile([
    csvRow(AUDIT_CSV_HEADER),
    ...rows.map((r) =>
      csvRow([
        r.id,
        warsawDateTime(r.at),
        r.actorId === null ? '' : String(r.actorId),
        r.actorMethod ?? '',
        r.address ?? '',
        r.action,
        r.entity,
        r.entityId ?? '',
        json(r.before),
        json(r.after),
        r.hash,
      ]),
    ),
  ]);
}
