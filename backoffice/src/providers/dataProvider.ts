import type { DataProvider, Identifier } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { apiUrl, httpClient } from '../api/http';
import type { User } from '../api/types';
import { rolesDataProvider } from './rolesDataProvider';
import { toggleUserDeleted, usersDataProvider } from './usersDataProvider';

/** Calls that are not CRUD, typed (use with useDataProvider<StaffDataProvider>()). */
export interface StaffDataProvider extends DataProvider {
  /** Deletes an active user or restores a deleted one (spec §2.5, §4.2). */
  toggleUserDeleted(id: Identifier): Promise<{ data: User }>;
}

// Resources whose calls follow the spec's API. Anything else falls back to simple REST on /api,
// the base later resources start from.
const simpleRest = simpleRestProvider(apiUrl('/api'), httpClient);
const byResource: Record<string, DataProvider> = {
  users: usersDataProvider as unknown as DataProvider,
  roles: rolesDataProvider as unknown as DataProvider,
};

const forResource = (resource: string): DataProvider =>
  Object.hasOwn(byResource, resource) ? byResource[resource] : simpleRest;

export const dataProvider: StaffDataProvider = {
  getList: (resource, params) => forResource(resource).getList(resource, params),
  getOne: (resource, params) => forResource(resource).getOne(resource, params),
  getMany: (resource, params) => forResource(resource).getMany(resource, params),
  getManyReference: (resource, params) => forResource(resource).getManyReference(resource, params),
  create: (resource, params) => forResource(resource).create(resource, params),
  update: (resource, params) => forResource(resource).update(resource, params),
  updateMany: (resource, params) => forResource(resource).updateMany(resource, params),
  delete: (resource, params) => forResource(resource).delete(resource, params),
  deleteMany: (resource, params) => forResource(resource).deleteMany(resource, params),
  toggleUserDeleted,
};
