import { answer, api, requireParameter } from '../api/client';
import { geocodeApi } from '../api/geocode-api';
import type { AddWatchedAddressRequest, ChangePasswordRequest, MyReportsRequest, PushSubscriptionRequest } from '../api/types';
import { settingsApi } from './settings-api';

/** Suggestions asked for per keystroke pause; the server caps it too. */
export const AUTOCOMPLETE_LIMIT = 6;

/** The signed-in resident's calls (spec §7, public user calls). */
export const accountApi = {
  ...settingsApi,
  changePassword: async (body: ChangePasswordRequest) =>
    answer(api.POST('/public/api/user/password/change', { body: requireParameter('POST /public/api/user/password/change', 'body', body) })),
  /** 'Zrezygnuj': withdraws the notification consent, which clears both channels (spec §4). */
  withdrawNotifications: () => answer(api.POST('/public/api/user/notification')),
  anonymize: () => answer(api.POST('/public/api/user/anonymize')),

  getNotificationType: (signal?: AbortSignal) => answer(api.GET('/public/api/user/notification', { signal })),
  getAddresses: (signal?: AbortSignal) => answer(api.GET('/public/api/user/address', { signal })),
  addAddress: async (body: AddWatchedAddressRequest) =>
    answer(api.POST('/public/api/user/address', { body: requireParameter('POST /public/api/user/address', 'body', body) })),
  deleteAddress: (id: number) => answer(api.DELETE('/public/api/user/address', { params: { query: { id } } })),
  setAddressWatched: (id: number, enabled: boolean) =>
    answer(api.POST('/public/api/user/address/status/{id}', { params: { path: { id }, query: { enabled: enabled ? 'true' : 'false' } } })),

  /** Push alerts: the server's VAPID key, the account's browsers, this browser on and off. */
  vapidPublicKey: () => answer(api.GET('/public/api/push/vapid-public-key')),
  pushSubscriptions: (signal?: AbortSignal) => answer(api.GET('/public/api/user/push', { signal })),
  pushSubscribe: async (body: PushSubscriptionRequest) =>
    answer(api.POST('/public/api/user/push/subscribe', { body: requireParameter('POST /public/api/user/push/subscribe', 'body', body) })),
  pushUnsubscribe: (endpoint: string) => answer(api.POST('/public/api/user/push/unsubscribe', { body: { endpoint } })),

  myReports: async (body: MyReportsRequest, signal?: AbortSignal) =>
    answer(api.POST('/public/api/user/reports', { body: requireParameter('POST /public/api/user/reports', 'body', body), signal })),

  autocomplete: (q: string, signal?: AbortSignal) => geocodeApi.autocomplete(q, AUTOCOMPLETE_LIMIT, signal),
  reverse: geocodeApi.reverse,
};
