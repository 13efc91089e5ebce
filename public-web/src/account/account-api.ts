import { apiRequest } from '../api/client';
import { geocodeApi } from '../api/geocode-api';
import { settingsApi } from './settings-api';
import type {
  AddWatchedAddressRequest,
  ChangePasswordRequest,
  MyReportsRequest,
  MyReportsResponse,
  NotificationTypeResponse,
  PushSubscriptionItem,
  PushSubscriptionRequest,
  WatchedAddress,
} from '../api/types';

/** Suggestions asked for per keystroke pause; the server caps it too. */
export const AUTOCOMPLETE_LIMIT = 6;

/** The signed-in resident's calls (spec §7, public user calls). */
export const accountApi = {
  ...settingsApi,
  changePassword: (body: ChangePasswordRequest) => apiRequest<boolean>('POST', '/public/api/user/password/change', { body, bodyRequired: true }),
  /** 'Zrezygnuj': withdraws the notification consent, which clears both channels (spec §4). */
  withdrawNotifications: () => apiRequest<void>('POST', '/public/api/user/notification'),
  anonymize: () => apiRequest<void>('POST', '/public/api/user/anonymize'),

  getNotificationType: (signal?: AbortSignal) => apiRequest<NotificationTypeResponse>('GET', '/public/api/user/notification', { signal }),
  getAddresses: (signal?: AbortSignal) => apiRequest<WatchedAddress[]>('GET', '/public/api/user/address', { signal }),
  addAddress: (body: AddWatchedAddressRequest) => apiRequest<WatchedAddress>('POST', '/public/api/user/address', { body, bodyRequired: true }),
  deleteAddress: (id: number) => apiRequest<void>('DELETE', '/public/api/user/address', { query: { id } }),
  setAddressWatched: (id: number, enabled: boolean) =>
    apiRequest<WatchedAddress>('POST', '/public/api/user/address/status/{id}', { pathParams: { id }, query: { enabled } }),

  /** Push alerts: the server's VAPID key, the account's browsers, this browser on and off. */
  vapidPublicKey: () => apiRequest<{ publicKey: string }>('GET', '/public/api/push/vapid-public-key'),
  pushSubscriptions: (signal?: AbortSignal) => apiRequest<PushSubscriptionItem[]>('GET', '/public/api/user/push', { signal }),
  pushSubscribe: (body: PushSubscriptionRequest) => apiRequest<void>('POST', '/public/api/user/push/subscribe', { body, bodyRequired: true }),
  pushUnsubscribe: (endpoint: string) => apiRequest<void>('POST', '/public/api/user/push/unsubscribe', { body: { endpoint }, bodyRequired: true }),

  myReports: (body: MyReportsRequest, signal?: AbortSignal) =>
    apiRequest<MyReportsResponse>('POST', '/public/api/user/reports', { body, bodyRequired: true, signal }),

  autocomplete: (q: string, signal?: AbortSignal) => geocodeApi.autocomplete(q, AUTOCOMPLETE_LIMIT, signal),
  reverse: geocodeApi.reverse,
};
