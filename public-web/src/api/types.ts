// API types for the calls the site makes, taken from the types generated out of the backend's OpenAPI
// (schema.d.ts, `npm run gen:api`): a changed backend DTO fails to compile here.
import type { components } from '@portal/api-client';

type Schemas = components['schemas'];

export type LoginRequest = Schemas['LoginDto'];
/** 200 of POST /public/api/login (spec §3). */
export type LoginResponse = Schemas['LoginResponseDto'];
/** The answer to a staff member with a second factor: no session (docs/security.md "Second factor"). */
export type SecondFactorChallenge = Schemas['SecondFactorChallengeResponseDto'];
export type Role = LoginResponse['role'];
/** 200 of POST /api/is-token-valid; an invalid token answers 401 instead. */
export type TokenValidityResponse = Schemas['TokenValidResponseDto'];
/** The one error shape of the backend (CONVENTIONS.md). */
export type ApiErrorBody = Schemas['ApiErrorResponseDto'];

/** Body of POST /public/api/poll/add (spec §3 Poll); answered 204. */
export type PollAnswerRequest = Schemas['AddPollAnswerDto'];

// ---- Public planned outages list (spec §2, §3, §7) ----

/** Rows per page (spec §9); the server accepts 1–100, the page offers these. */
export type PageLimit = 5 | 10 | 20 | 50;
export type SortOrder = NonNullable<Schemas['PublicPlannedOutagePageDto']['sortOrder']>;
export type PlannedOutageSortField = NonNullable<Schemas['PublicPlannedOutagePageDto']['sortField']>;

/** Body of POST /public/api/planned-outage/search/compressed-report and of …/count (which ignores `page`): the generated DTO, with the page narrowed to what the screen sends. */
export type PublicPlannedOutageSearchRequest = Omit<Schemas['SearchPublicPlannedOutagesDto'], 'page'> & {
  page: { limit: PageLimit; offset: number; sortField: PlannedOutageSortField; sortOrder: SortOrder };
};

/** One street of a planned outage with the house numbers it covers. */
export type PublicPlannedOutageAddress = Schemas['CompressedAddressDto'];

/** 200 of …/compressed-report: accepted, not deleted, not yet ended outages (spec §3 public planned outage). */
export type PublicPlannedOutage = Schemas['PublicPlannedOutageResponseDto'];

/** 200 of …/compressed-report/count. */
export type CountResponse = Schemas['CountResponseDto'];

/** One runtime setting of GET /public/api/config/get/all (spec §3 settings entries). */
export type SettingEntry = Schemas['SettingResponseDto'];

// ---- Public accounts (spec §3, §7; /work/helpers/CONTRACT-accounts.md) ----

/** Body of POST /public/api/register (answered 201). */
export type RegisterRequest = Schemas['RegisterDto'];
/** 200 of POST /public/api/email/confirm/{confirmEmailToken}. */
export type ConfirmEmailResponse = Schemas['EmailConfirmedResponseDto'];
/** Body of POST /public/api/user/password/remind and /api/user/password/remind (answered 204). */
export type RemindPasswordRequest = Schemas['PasswordRemindDto'];
/** Body of POST /public/api/user/password/reset and /api/user/password/change (answered true). */
export type ResetPasswordRequest = Schemas['PasswordResetDto'];
/** Body of POST /public/api/user/password/change (signed in). */
export type ChangePasswordRequest = Schemas['ChangePasswordDto'];
/** GET /public/api/user/get and the body of POST /public/api/user/update (spec §3 user settings). */
export type UserSettings = Schemas['UserSettingsDto'];
/** 200 of GET /public/api/user/notification. */
export type NotificationTypeResponse = Schemas['NotificationTypeResponseDto'];
export type NotificationType = NotificationTypeResponse['notificationType'];
/** One watched address (spec §3); `confirmed` means watched. */
export type WatchedAddress = Schemas['WatchedAddressResponseDto'];
/** Body of POST /public/api/user/address. */
export type AddWatchedAddressRequest = Schemas['AddWatchedAddressDto'];

// ---- Push alerts (docs/notifications.md "Push") ----
/** Body of POST /public/api/user/push/subscribe: the browser's `PushSubscription.toJSON()` (endpoint and keys). */
export type PushSubscriptionRequest = Schemas['PushSubscriptionDto'];
/** One of the account's subscribed browsers (GET /public/api/user/push). */
export type PushSubscriptionItem = Schemas['PushSubscriptionResponseDto'];
/** Body of POST /public/api/user/reports: the generated DTO with the page narrowed to what the screen sends. */
export type MyReportsRequest = Omit<Schemas['MyReportsSearchDto'], 'page'> & { page: { limit: PageLimit; offset: number } };
/** One row of my reports (spec §3 my-reports item). */
export type MyReport = Schemas['MyReportItemDto'];
export type MyReportsResponse = Schemas['MyReportsResponseDto'];
/** One suggestion of GET /public/api/geocode/autocomplete. */
export type GeocodedAddress = Schemas['GeocodedAddressResponseDto'];

// ---- Map (spec §3 outage items, user reports on the map; map tile layers) ----
// (Restored by the account-screens helper after its edit of this file cut them by mistake; the map's owner may reword.)

/** One outage item of the call-net feeds (failures, extensive, planned). */
export type OutageMapItem = Schemas['OutageItemResponseDto'];
/** One user report on the map (GET /public/api/call-net/reports). */
export type UserReportMapItem = Schemas['UserReportMapItemResponseDto'];
/** The map's tile layers (GET of the map configuration). */
export type MapLayersConfig = Schemas['MapConfigResponseDto'];
