import type { Identifier } from 'react-admin';
import { answer, api } from '../api/http';
import type { RoleOption } from '../api/types';
import { unsupported } from './unsupported';

// The role list (GET /api/user/roles) as a read-only react-admin resource, so forms and columns
// use react-admin's cached queries (useGetList('roles')) instead of fetching on their own.

const ROLES = 'roles';

export async function getRoles(): Promise<RoleOption[]> {
  return answer(api.GET('/api/user/roles'));
}

export const rolesDataProvider = {
  getList: async () => {
    const roles = await getRoles();
    return { data: roles, total: roles.length };
  },
  getOne: async (_resource: string, params: { id: Identifier }) => {
    const role = (await getRoles()).find((candidate) => candidate.id === params.id);
    if (!role) throw new Error(`Unknown role ${String(params.id)}`);
    return { data: role };
  },
  getMany: async (_resource: string, params: { ids: Identifier[] }) => ({
    data: (await getRoles()).filter((role) => params.ids.includes(role.id)),
  }),
  getManyReference: unsupported(ROLES, 'getManyReference'),
  create: unsupported(ROLES, 'create'),
  update: unsupported(ROLES, 'update'),
  updateMany: unsupported(ROLES, 'updateMany'),
  delete: unsupported(ROLES, 'delete'),
  deleteMany: unsupported(ROLES, 'deleteMany'),
};
