import { apiRequest } from '../api/client';
import { geocodeApi } from '../api/geocode-api';
import type { AddWatchedAddressRequest, ChangePasswordRequest, MyReportsRequest, PushSubscriptionRequest } from '../api/types';
import { settingsApi } from './settings-api';

/** Suggestions asked for per keystroke pause; the server caps it too. */
export const AUTOCOMPLETE_LIMIT = 6;

/** The signed-in resident's calls (spec §7, public user calls). */
export const accountApi = {
  ...settingsApi,
  changePassword: (body: ChangePasswordRequest) => apiRequest('POST', '/public/api/user/password/change', { body, bodyRequired: true }),
  /** 'Zrezygnuj': withdraws the notification consent, which clears both channels (spec §4). */
  withdrawNotifications: () => apiRequest('POST', '/public/api/user/notification'),
  anonymize: () => apiRequest('POST', '/public/api/user/anonymize'),

  getNotificationType: (signal?: AbortSignal) => apiRequest('GET', '/public/api/user/notification', { signal }),
  getAddresses: (signal?: AbortSignal) => apiRequest('GET', '/public/api/user/address', { signal }),
  addAddress: (body: AddWatchedAddressRequest) => apiRequest('POST', '/public/api/user/address', { body, bodyRequired: true }),
  deleteAddress: (id: number) => apiRequest('DELETE', '/public/api/user/address', { query: { id } }),
  setAddressWatched: (id: number, enabled: boolean) => apiRequest('POST', '/public/api/user/address/status/{id}', { pathParams: { id }, query: { enabled } }),

  /** Push alerts: the server's VAPID key, the account's browsers, this browser on and off. */
  vapidPublicKey: () => apiRequest('GET', '/public/api/push/vapid-public-key'),
  pushSubscriptions: (signal?: AbortSignal) => apiRequest('GET', '/public/api/user/push', { signal }),
  pushSubscribe: (body: PushSubscriptionRequest) => apiRequest('POST', '/public/api/user/push/subscribe', { body, bodyRequired: true }),
  pushUnsubscribe: (endpoint: string) => apiRequest('POST', '/public/api/user/push/unsubscribe', { body: { endpoint }, bodyRequired: true }),

  myReports: (body: MyReportsRequest, signal?: AbortSignal) => apiRequest('POST', '/public/api/user/reports', { body, bodyRequired: true, signal }),

  autocomplete: (q: string, signal?: AbortSignal) => geocodeApi.autocomplete(q, AUTOCOMPLETE_LIMIT, signal),
  reverse: geocodeApi.reverse,
};
