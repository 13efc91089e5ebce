import type { components } from '@portal/api-client';
import { answer, api } from '../api/http';

type Schemas = components['schemas'];
export type PriorityCustomer = Schemas['PriorityCustomerResponseDto'];
export type PriorityAccessPage = Schemas['PriorityListAccessPageResponseDto'];
export type PriorityAccess = PriorityAccessPage['items'][number];

/** The priority-customer calls of the back office (docs/priority-customers.md); the server checks the roles. */
export const priorityApi = {
  /** ACCEPTER and CALLCENTER: how many priority customers the planned outage affects. */
  count: (plannedOutageId: number) => answer(api.GET('/api/priority-customers/planned-outage/{id}/count', { params: { path: { id: plannedOutageId } } })),
  /** CALLCENTER: the list to call; the server records every call of it. */
  list: (plannedOutageId: number) => answer(api.GET('/api/priority-customers/planned-outage/{id}', { params: { path: { id: plannedOutageId } } })),
};
