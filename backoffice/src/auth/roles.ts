import type { SystemRole } from '../api/types';

// Who goes where (staff spec §2.1–2.3, §6) as data, so the guard, the login page and the home
// redirect cannot disagree.

export type StaffRole = Exclude<SystemRole, 'PUBLIC'>;

/** A place to go after login: inside this app (router) or another app on the same origin (page load). */
export interface Destination {
  path: string;
  fullPageLoad: boolean;
}

/** Landing page of each staff role (usersAdmin, plannedMaster, plannedAccept, plannedCallCenter). */
export const STAFF_LANDING_PAGES: Readonly<Record<StaffRole, string>> = {
  ADMIN: '/admin/users',
  DISPATCHER: '/master/planned-my',
  ACCEPTER: '/accepter/planned',
  CALLCENTER: '/callcenter/planned',
};

/** The first path segment of each staff area and the only role allowed in it (§2.2, §6). */
export const AREA_ROLES: Readonly<Record<string, StaffRole>> = {
  admin: 'ADMIN',
  master: 'DISPATCHER',
  accepter: 'ACCEPTER',
  callcenter: 'CALLCENTER',
};

/** Pages of the public site, reached by a full page load because they are not this app's routes. */
export const PUBLIC_PAGES = {
  home: '/public',
  forbidden: '/forbidden',
  remindPassword: '/public/remind',
} as const;

export const LOGIN_PATH = '/login';

export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return role != null && Object.hasOwn(STAFF_LANDING_PAGES, role);
}

/** Where a freshly signed-in user goes: the role's landing page, or the public site for anyone else. */
export function destinationAfterLogin(role: string | null | undefined): Destination {
  return isStaffRole(role) ? { path: STAFF_LANDING_PAGES[role], fullPageLoad: false } : { path: PUBLIC_PAGES.home, fullPageLoad: true };
}

/** The role a path requires, or null for paths outside the staff areas (e.g. /login). */
export function requiredRoleForPath(pathname: string): StaffRole | null {
  const area = pathname.split('/')[1] ?? '';
  return Object.hasOwn(AREA_ROLES, area) ? AREA_ROLES[area] : null;
}

/** The guard's verdict for a signed-in user with `role` on `pathname`. */
export function isRoleAllowedOnPath(role: string | null | undefined, pathname: string): boolean {
  const required = requiredRoleForPath(pathname);
  return required === null || required === role;
}
