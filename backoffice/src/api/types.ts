// The API contract for the calls this app makes (staff spec §3, §7), taken from the types generated
// out of the backend's OpenAPI (schema.d.ts, `npm run gen:api`): a changed backend DTO fails to compile here.
import type { components } from '@portal/api-client';

type Schemas = components['schemas'];

export type LoginRequest = Schemas['LoginDto'];
export type LoginResponse = Schemas['LoginResponseDto'];
/** A right password when a second factor follows: no session yet (docs/security.md "Second factor"). */
export type SecondFactorChallenge = Schemas['SecondFactorChallengeResponseDto'];
export type SsoOptions = Schemas['SsoOptionsResponseDto'];
export type SecondFactorEnrolment = Schemas['SecondFactorEnrolmentResponseDto'];
export type SecondFactorStatus = Schemas['SecondFactorStatusResponseDto'];
export type SecondFactorKind = SecondFactorChallenge['methods'][number];
/** One of the signed-in person's passkeys, as "Moje konto" lists them. */
export type Passkey = Schemas['PasskeyResponseDto'];
export type TokenValidResponse = Schemas['TokenValidResponseDto'];
/** One error shape for every failed call (CONVENTIONS). `errors` maps a field to its message. */
export type ApiErrorBody = Schemas['ApiErrorResponseDto'];
export type RoleOption = Schemas['RoleResponseDto'];
export type User = Schemas['UserResponseDto'];
export type SystemRole = User['systemRole'];
export type CountResponse = Schemas['CountResponseDto'];
export type CreateUserRequest = Schemas['CreateUserDto'];
export type EditUserRequest = Schemas['EditUserDto'];
export type UserSearchRequest = Schemas['SearchUsersDto'];
export type UserSearchCriteria = Omit<UserSearchRequest, 'page'>;
/** One record of the audit trail ("Dziennik zdarzeń"); before/after masked by the server. */
export type AuditRecord = Schemas['AuditRecordResponseDto'];

export const SYSTEM_ROLES = ['ADMIN', 'DISPATCHER', 'ACCEPTER', 'CALLCENTER', 'PUBLIC'] as const satisfies readonly SystemRole[];
// Fails to compile when the backend adds a role this list lacks.
export const ALL_ROLES_LISTED: Exclude<SystemRole, (typeof SYSTEM_ROLES)[number]> extends never ? true : never = true;

/** Columns the server sorts users by (backend SearchUsersDto's USER_SORT_FIELDS). */
export const USER_SORT_FIELDS = ['id', 'systemRole', 'fullName', 'email', 'phone', 'deleted'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export interface PageRequest<SortField extends string> {
  limit: number;
  offset: number;
  sortField: SortField;
  sortOrder: 'ASC' | 'DESC';
}

/** A runtime setting (spec §3 maintenance settings; public config calls). Values are text or null. */
export type SettingEntry = Schemas['SettingResponseDto'];
/** One entry of POST /api/config/edit/many; the key is one the server knows. */
export type SettingEdit = Schemas['EditSettingDto'];
export type SettingKey = SettingEdit['key'];
