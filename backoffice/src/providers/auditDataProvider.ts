import type { GetListParams, Identifier } from 'react-admin';
import { startOfWarsawDayIso } from '@portal/domain';
import { fetchFile, type DownloadedFile } from '../api/download';
import { answer, api } from '../api/http';
import type { AuditRecord } from '../api/types';
import { unsupported } from './unsupported';

// The audit trail (docs/security.md "Audit trail") is read-only: a page of records, one record, and the CSV of the
// filtered list. The server's query names (actorId, action, entity, from, to, limit, offset) differ from simple
// REST's (filter, range, sort), so the calls are spelt out here.

const AUDIT = 'audit';
const DAY_MS = 24 * 60 * 60 * 1000;

/** List filters (from the URL, so possibly stale or hand-edited) → the server's query; a period of whole Warsaw days. */
export function toAuditQuery(filter: Record<string, unknown>): URLSearchParams {
  const query = new URLSearchParams();
  const actorId = Number(filter.actorId);
  if (filter.actorId !== undefined && filter.actorId !== '' && filter.actorId !== null && Number.isInteger(actorId) && actorId > 0) {
    query.set('actorId', String(actorId));
  }
  for (const key of ['action', 'entity'] as const) {
    const value = typeof filter[key] === 'string' ? filter[key].trim() : '';
    if (value) query.set(key, value);
  }
  const from = typeof filter.from === 'string' ? startOfWarsawDayIso(filter.from) : null;
  if (from) query.set('from', from);
  // "to" is the last day shown: the server's period ends before the next day's midnight.
  const lastDay = typeof filter.to === 'string' ? startOfWarsawDayIso(filter.to) : null;
  if (lastDay) query.set('to', startOfWarsawDayIso(nextDay(filter.to as string)) ?? lastDay);
  return query;
}

function nextDay(isoDate: string): string {
  return new Date(Date.parse(`${isoDate}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

export async function getAuditPage(params: GetListParams): Promise<{ data: AuditRecord[]; total: number }> {
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  const filters = toAuditQuery(params.filter ?? {});
  const actorId = filters.get('actorId');
  const query = {
    ...Object.fromEntries(filters),
    actorId: actorId === null ? undefined : Number(actorId),
    limit: perPage,
    offset: (page - 1) * perPage,
  };
  const { data, response } = await api.GET('/api/audit', { params: { query } });
  const records = data ?? [];
  return { data: records, total: Number(response.headers.get('X-Total-Count') ?? records.length) };
}

export async function getAuditRecord(id: Identifier): Promise<{ data: AuditRecord }> {
  return { data: await answer(api.GET('/api/audit/{id}', { params: { path: { id: String(id) } } })) };
}

/** The CSV of every record the list's filters match (GET /api/audit/export); the server records the export itself. */
export function downloadAuditCsv(filter: Record<string, unknown>): Promise<DownloadedFile> {
  return fetchFile(`/api/audit/export?${toAuditQuery(filter)}`, 'dziennik-zdarzen.csv');
}

export const auditDataProvider = {
  getList: (_resource: string, params: GetListParams) => getAuditPage(params),
  getOne: (_resource: string, params: { id: Identifier }) => getAuditRecord(params.id),
  getMany: async (_resource: string, params: { ids: Identifier[] }) => ({
    data: (await Promise.all(params.ids.map(getAuditRecord))).map((result) => result.data),
  }),
  // Append-only: nothing is created, changed or deleted through the API.
  getManyReference: unsupported(AUDIT, 'getManyReference'),
  create: unsupported(AUDIT, 'create'),
  update: unsupported(AUDIT, 'update'),
  updateMany: unsupported(AUDIT, 'updateMany'),
  delete: unsupported(AUDIT, 'delete'),
  deleteMany: unsupported(AUDIT, 'deleteMany'),
};
