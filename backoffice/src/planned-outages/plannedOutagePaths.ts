import type { Identifier } from 'react-admin';

const segment = (id: Identifier) => encodeURIComponent(String(id));

/** The planned-outage screens' paths (spec §2.1); they are not react-admin's resource paths. */
export const PLANNED_PATHS = {
  masterMy: '/master/planned-my',
  masterAll: '/master/planned-all',
  add: '/master/planned/add',
  edit: (id: Identifier) => `/master/planned/edit/${segment(id)}`,
  /** The preview exists in three areas: /master, /accepter and /callcenter. */
  show: (areaBase: string, id: Identifier) => `${areaBase}/planned/show/${segment(id)}`,
  accepterList: '/accepter/planned',
  callCenterList: '/callcenter/planned',
} as const;

/** The list the form returns to: the one it was opened from (router state), else the landing page. */
export interface FormLocationState {
  returnTo?: string;
  /** Address lines imported on the list, resolved by the add form (spec §2.12). */
  importedAddresses?: string[];
}

const MASTER_LISTS: readonly string[] = [PLANNED_PATHS.masterMy, PLANNED_PATHS.masterAll];

export function masterListToReturnTo(state: unknown): string {
  const returnTo = (state as FormLocationState | null)?.returnTo;
  return typeof returnTo === 'string' && MASTER_LISTS.includes(returnTo) ? returnTo : PLANNED_PATHS.masterMy;
}
