import type { Identifier } from 'react-admin';

/** The users screens' paths (spec §2.1); they are not react-admin's resource paths (/users/...). */
export const USER_PATHS = {
  list: '/admin/users',
  add: '/admin/user/add',
  edit: (id: Identifier) => `/admin/user/edit/${encodeURIComponent(String(id))}`,
} as const;
