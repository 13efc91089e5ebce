import type { Role } from '../api/types';

export type StaffRole = Exclude<Role, 'PUBLIC'>;

/**
 * Where each staff role lands (staff spec §2.1 landing pages). These pages belong to the back-office
 * app, served by the server on its own paths, so they are reached by a full page load, never by the
 * router. The public spec sends the accepter to the call-centre area; that is a slip, the accepter
 * has its own area (docs/deviations.md).
 */
export const STAFF_LANDING_PAGES: Readonly<Record<StaffRole, string>> = {
  ADMIN: '/admin/users',
  DISPATCHER: '/master/planned-my',
  ACCEPTER: '/accepter/planned',
  CALLCENTER: '/callcenter/planned',
};

export const PUBLIC_HOME = '/public';
/** The back office's sign-in, where a staff member with a second factor enters the code. */
export const STAFF_LOGIN_PAGE = '/login';

export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return role != null && Object.hasOwn(STAFF_LANDING_PAGES, role);
}

/** The home redirect: a staff role goes to its landing page, anyone else to the public map. */
export function homeFor(role: string | null | undefined): { path: string; fullPageLoad: boolean } {
  return isStaffRole(role) ? { path: STAFF_LANDING_PAGES[role], fullPageLoad: true } : { path: PUBLIC_HOME, fullPageLoad: false };
}
