import { apiUrl, httpClient } from '../api/http';
import type { NotificationFilters, NotificationPage } from '../api/notificationTypes';

// Alerts for watched addresses: the administrators' delivery list.

/** The order of the query string, stable so a test (and a log) reads the same line each time. */
const PARAMS = ['userId', 'event', 'status', 'channel', 'limit', 'offset'] as const satisfies readonly (keyof NotificationFilters)[];

/** Recent alerts, newest first, with their delivery state (GET /api/notifications, ADMIN only); empty filters are left out. */
export async function getNotifications(filters: NotificationFilters = {}): Promise<NotificationPage> {
  const query = new URLSearchParams();
  for (const name of PARAMS) {
    const value = filters[name];
    if (value !== undefined && value !== null && String(value) !== '') query.set(name, String(value));
  }
  const search = query.toString();
  const { json } = await httpClient(apiUrl(`/api/notifications${search ? `?${search}` : ''}`));
  return json as NotificationPage;
}
