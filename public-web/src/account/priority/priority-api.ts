import { apiRequest } from '../../api/client';
import type { components } from '@portal/api-client';

type Schemas = components['schemas'];
export type MyPriority = Schemas['MyPriorityResponseDto'];
export type PriorityDeclarationRequest = Schemas['PriorityDeclarationDto'];
export type PriorityDeclaration = Schemas['PriorityDeclarationResponseDto'];
export type PriorityEquipment = PriorityDeclarationRequest['equipment'];

/** The resident's priority-customer calls (docs/priority-customers.md). */
export const priorityApi = {
  mine: (signal?: AbortSignal) => apiRequest('GET', '/public/api/user/priority', { signal }),
  declare: (body: PriorityDeclarationRequest) => apiRequest('POST', '/public/api/user/priority', { body, bodyRequired: true }),
  withdraw: (watchedAddressId: number) => apiRequest('DELETE', '/public/api/user/priority/{watchedAddressId}', { pathParams: { watchedAddressId } }),
};
