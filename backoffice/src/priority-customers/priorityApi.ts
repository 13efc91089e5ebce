import type { components } from '@portal/api-client';
import { apiUrl, httpClient } from '../api/http';

type Schemas = components['schemas'];
export type PriorityCustomer = Schemas['PriorityCustomerResponseDto'];
export type PriorityAccessPage = Schemas['PriorityListAccessPageResponseDto'];
export type PriorityAccess = PriorityAccessPage['items'][number];

/** The priority-customer calls of the back office (docs/priority-customers.md); the server checks the roles. */
export const priorityApi = {
  /** ACCEPTER and CALLCENTER: how many priority customers the planned outage affects. */
  count: async (plannedOutageId: number) =>
    (await httpClient(apiUrl(`/api/priority-customers/planned-outage/${plannedOutageId}/count`))).json as { count: number },
  /** CALLCENTER: the list to call; the server records every call of it. */
  list: async (plannedOutageId: number) => (await httpClient(apiUrl(`/api/priority-customers/planned-outage/${plannedOutageId}`))).json as PriorityCustomer[],
};
