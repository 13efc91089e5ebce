import type { GetListParams } from 'react-admin';
import type { operations } from '@portal/api-client';
import { fetchFile, type DownloadedFile } from '../api/download';
import { answer, api, apiUrl, httpClient, requireParameter } from '../api/http';
import type { Area, AreaUploadResult, TestSmsResult, UnsubscribeOutcome } from '../api/adminToolsTypes';
import { toSearchCriteria } from './usersDataProvider';
import { limitOffset, listOnlyResource } from './resourceDataProvider';

// The administrator's tools (spec §2.5, §2.7, §2.8): calls that are not CRUD of a resource.

/** Every service area with its outline (GET /api/area/get/all). */
export async function getAreas(): Promise<Area[]> {
  return answer(api.GET('/api/area/get/all'));
}

/** Uploads one .geojson file (multipart field `file`); the server refuses a bad file whole, with a message saying where. */
export async function uploadAreas(file: File): Promise<AreaUploadResult> {
  requireParameter('POST /api/area/upload', 'file', file);
  const form = new FormData();
  form.append('file', file, file.name);
  const { json } = await httpClient(apiUrl('/api/area/upload'), { method: 'POST', body: form });
  return json as AreaUploadResult;
}

/** 'send test SMS' (spec §7 POST /test-sms, without the /api prefix) to the signed-in administrator's phone. */
export async function sendTestSms(): Promise<TestSmsResult> {
  return answer(api.POST('/test-sms'));
}

/** The users report (.xlsx) for the list's current filters (POST /api/user/report, same criteria as the search). */
export function downloadUsersReport(filter: Record<string, unknown>, sort?: { field: string; order: string }): Promise<DownloadedFile> {
  const criteria = toSearchCriteria(filter);
  const page = sort ? { sortField: sort.field, sortOrder: sort.order === 'DESC' ? 'DESC' : 'ASC' } : undefined;
  return fetchFile('/api/user/report', 'uzytkownicy.xlsx', {
    method: 'POST',
    body: JSON.stringify(page ? { ...criteria, page } : criteria),
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The outage-history report (.xlsx) of a Warsaw year: hours per district and month over all watched addresses (docs/outage-history.md). */
export function downloadOutageHistoryReport(year: number): Promise<DownloadedFile> {
  return fetchFile(`/api/outage-history/report?year=${encodeURIComponent(year)}`, `historia-wylaczen-raport-${year}.xlsx`);
}

/** 'survey results' (spec §7 GET /api/poll/results). */
export function downloadPollResults(): Promise<DownloadedFile> {
  return fetchFile('/api/poll/results', 'wyniki-ankiety.xlsx');
}

/** The envelope button: 200 a switch-off mail was sent, 204 the user was already unsubscribed (spec §7, §8). */
export async function sendUnsubscribeMail(id: number | string): Promise<UnsubscribeOutcome> {
  const { response } = await api.POST('/api/user/email/unsubscribe/{id}', { params: { path: { id: Number(id) } } });
  return response.status === 204 ? 'already_unsubscribed' : 'sent';
}

/** How many of the newest messages each outbox shows (the outboxes have no paging, only a limit). */
export const OUTBOX_SIZE = 50;

type OutboxQuery = NonNullable<operations['MailOutbox_latest']['parameters']['query']> & NonNullable<operations['SmsOutbox_outbox']['parameters']['query']>;

/** The list's page size → the outbox's limit: the newest messages, all on one page. */
const outboxQuery = (params: GetListParams): OutboxQuery => ({ limit: limitOffset(params, OUTBOX_SIZE).limit });

/** The newest mails of the mail outbox, with their delivery status (GET /api/mail/outbox). */
export const mailOutboxDataProvider = listOnlyResource('mailOutbox', async (params) => {
  const mails = await answer(api.GET('/api/mail/outbox', { params: { query: outboxQuery(params) } }));
  return { data: mails, total: mails.length };
});

/** The newest text messages of the SMS outbox, with their delivery status (GET /api/sms/outbox). */
export const smsOutboxDataProvider = listOnlyResource('smsOutbox', async (params) => {
  const messages = await answer(api.GET('/api/sms/outbox', { params: { query: outboxQuery(params) } }));
  return { data: messages, total: messages.length };
});
