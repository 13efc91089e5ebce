import type { CreateParams, GetListParams, Identifier, UpdateParams } from 'react-admin';
import { answer, api, requireParameter } from '../api/http';
import {
  SYSTEM_ROLES,
  USER_SORT_FIELDS,
  type CreateUserRequest,
  type Passkey,
  type SecondFactorEnrolment,
  type SecondFactorStatus,
  type EditUserRequest,
  type SystemRole,
  type User,
  type UserSearchCriteria,
  type UserSearchRequest,
  type UserSortField,
} from '../api/types';
import { unsupported } from './unsupported';
import { createPasskey } from '../auth/passkeyCeremony';

// The users resource speaks the spec's calls (§7), not simple REST. Bodies carry only the fields
// of the contract: the server rejects unknown fields, and react-admin's records carry extras (id).

const USERS = 'users';

export async function searchUsers(params: GetListParams): Promise<{ data: User[]; total: number }> {
  const criteria = toSearchCriteria(params.filter ?? {});
  const { page = 1, perPage = 10 } = params.pagination ?? {};
  const sortField = (USER_SORT_FIELDS as readonly string[]).includes(params.sort?.field ?? '') ? (params.sort!.field as UserSortField) : 'id';
  const body: UserSearchRequest = {
    ...criteria,
    page: { limit: perPage, offset: (page - 1) * perPage, sortField, sortOrder: params.sort?.order === 'DESC' ? 'DESC' : 'ASC' },
  };
  const [data, count] = await Promise.all([answer(api.POST('/api/user/search', { body })), answer(api.POST('/api/user/search/count', { body: criteria }))]);
  return { data, total: count.count };
}

export async function getUser(id: Identifier): Promise<{ data: User }> {
  return { data: await answer(api.GET('/api/user/get/{id}', { params: { path: { id: Number(id) } } })) };
}

export async function createUser(params: CreateParams): Promise<{ data: User }> {
  const body = toCreateRequest(requireParameter('POST /api/user/create', 'body', params.data));
  return { data: await answer(api.POST('/api/user/create', { body })) };
}

export async function editUser(params: UpdateParams): Promise<{ data: User }> {
  const body = toEditRequest(requireParameter('PUT /api/user/edit/{id}', 'body', params.data));
  return { data: await answer(api.PUT('/api/user/edit/{id}', { params: { path: { id: Number(params.id) } }, body })) };
}

/** POST /api/user/delete/{id} deletes an active user and restores a deleted one (spec §4.2). */
export async function toggleUserDeleted(id: Identifier): Promise<{ data: User }> {
  return { data: await answer(api.POST('/api/user/delete/{id}', { params: { path: { id: Number(id) } } })) };
}

/** GET /api/user/second-factor/{id}: whether the person has a second factor, and whether the role requires one. */
export async function getSecondFactorStatus(id: Identifier): Promise<SecondFactorStatus> {
  return answer(api.GET('/api/user/second-factor/{id}', { params: { path: { id: Number(id) } } }));
}

/** POST /api/user/second-factor/reset/{id}: removes the person's second factor (a lost phone); answers the new status. */
export async function resetSecondFactor(id: Identifier): Promise<SecondFactorStatus> {
  return answer(api.POST('/api/user/second-factor/reset/{id}', { params: { path: { id: Number(id) } } }));
}

/** POST /api/second-factor/enrolment: the signed-in person starts an enrolment by choice. */
export async function beginOwnSecondFactorEnrolment(): Promise<SecondFactorEnrolment> {
  return answer(api.POST('/api/second-factor/enrolment'));
}

/** POST /api/second-factor/enrolment/confirm: the first code turns the second factor on. */
export async function confirmOwnSecondFactorEnrolment(code: string): Promise<void> {
  await answer(api.POST('/api/second-factor/enrolment/confirm', { body: { code } }));
}

/** GET /api/second-factor/passkeys: the signed-in person's passkeys. */
export async function listOwnPasskeys(): Promise<Passkey[]> {
  return answer(api.GET('/api/second-factor/passkeys'));
}

/**
 * Adds a passkey for the signed-in person: the server's options, the browser's dialog (`@simplewebauthn/browser`),
 * then the server's check of the answer under the given name.
 */
export async function addOwnPasskey(name: string): Promise<Passkey> {
  const options = await answer(api.POST('/api/second-factor/passkeys/options'));
  const response = await createPasskey(options);
  return answer(api.POST('/api/second-factor/passkeys', { body: { name, response } }));
}

/** DELETE /api/second-factor/passkeys/{id}. */
export async function removeOwnPasskey(id: Identifier): Promise<void> {
  await answer(api.DELETE('/api/second-factor/passkeys/{id}', { params: { path: { id: Number(id) } } }));
}

export const usersDataProvider = {
  getList: (_resource: string, params: GetListParams) => searchUsers(params),
  getOne: (_resource: string, params: { id: Identifier }) => getUser(params.id),
  // Used by reference fields (e.g. a planned outage's author): one call per id, the API has no bulk get.
  getMany: async (_resource: string, params: { ids: Identifier[] }) => ({
    data: (await Promise.all(params.ids.map(getUser))).map((result) => result.data),
  }),
  create: (_resource: string, params: CreateParams) => createUser(params),
  update: (_resource: string, params: UpdateParams) => editUser(params),
  getManyReference: unsupported(USERS, 'getManyReference'),
  updateMany: unsupported(USERS, 'updateMany'),
  // Deleting is a toggle on the server (restore uses the same call): use toggleUserDeleted.
  delete: unsupported(USERS, 'delete'),
  deleteMany: unsupported(USERS, 'deleteMany'),
};

/** List filters (from the URL, so possibly stale or hand-edited) → the server's search criteria. */
export function toSearchCriteria(filter: Record<string, unknown>): UserSearchCriteria {
  const criteria: UserSearchCriteria = {};
  const id = Number(filter.id);
  if (filter.id !== undefined && filter.id !== '' && Number.isInteger(id) && id > 0) criteria.id = id;
  if (isSystemRole(filter.systemRole)) criteria.systemRole = filter.systemRole;
  const area = Number(filter.area);
  if (filter.area !== undefined && filter.area !== '' && Number.isInteger(area)) criteria.area = area;
  if (typeof filter.deleted === 'boolean') criteria.deleted = filter.deleted;
  if (filter.deleted === 'true' || filter.deleted === 'false') criteria.deleted = filter.deleted === 'true';
  const fullName = text(filter.fullName);
  if (fullName) criteria.fullName = fullName;
  const email = text(filter.email);
  if (email) criteria.email = email;
  return criteria;
}

export function toCreateRequest(data: Record<string, unknown>): CreateUserRequest {
  const request: CreateUserRequest = {
    systemRole: data.systemRole as SystemRole,
    fullName: text(data.fullName) ?? '',
    email: text(data.email) ?? '',
  };
  const phone = text(data.phone);
  if (phone) request.phone = phone;
  // Passwords are not trimmed: spaces may be part of them.
  if (typeof data.password === 'string' && data.password !== '') request.password = data.password;
  return request;
}

export function toEditRequest(data: Record<string, unknown>): EditUserRequest {
  const request: EditUserRequest = {
    fullName: text(data.fullName) ?? '',
    email: text(data.email) ?? '',
    // An emptied phone field clears the stored number.
    phone: text(data.phone) ?? null,
  };
  if (isSystemRole(data.systemRole)) request.systemRole = data.systemRole;
  return request;
}

function isSystemRole(value: unknown): value is SystemRole {
  return typeof value === 'string' && (SYSTEM_ROLES as readonly string[]).includes(value);
}

function text(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const trimmed = String(value).trim();
  return trimmed === '' ? undefined : trimmed;
}
