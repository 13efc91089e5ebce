import type { Identifier } from 'react-admin';

/** The trail's screens in the administrator's area. */
export const AUDIT_PATHS = {
  list: '/admin/audit',
  show: (id: Identifier) => `/admin/audit/${id}`,
} as const;
