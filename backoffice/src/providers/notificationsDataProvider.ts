import type { GetListParams } from 'react-admin';
import { answer, api } from '../api/http';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, NOTIFICATION_STATUSES, type NotificationFilters } from '../api/notificationTypes';
import { limitOffset, listOnlyResource } from './resourceDataProvider';

// Alerts for watched addresses: the administrators' delivery list (GET /api/notifications, ADMIN only).

/** Server paging: 25 alerts a page, the endpoint's own default. */
export const NOTIFICATIONS_PER_PAGE = 25;

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** A positive whole number (the filter field's text or a number), or undefined. */
export function parseUserId(value: unknown): number | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) && id >= 1 ? id : undefined;
}

/** The list's params (from the URL, so possibly stale or hand-edited) → the endpoint's query; unknown values are left out. */
export function toNotificationQuery(params: GetListParams): NotificationFilters {
  const filter = params.filter ?? {};
  return {
    userId: parseUserId(filter.userId),
    event: oneOf(NOTIFICATION_EVENTS, filter.event),
    status: oneOf(NOTIFICATION_STATUSES, filter.status),
    channel: oneOf(NOTIFICATION_CHANNELS, filter.channel),
    ...limitOffset(params, NOTIFICATIONS_PER_PAGE),
  };
}

/** Recent alerts, newest first, with their delivery state. */
export const notificationsDataProvider = listOnlyResource('notifications', async (params) => {
  const page = await answer(api.GET('/api/notifications', { params: { query: toNotificationQuery(params) } }));
  return { data: page.items, total: page.total };
});
