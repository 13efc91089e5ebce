import { answer, api, requireParameter } from '../../api/client';
import type { components } from '@portal/api-client';

type Schemas = components['schemas'];
export type MyPriority = Schemas['MyPriorityResponseDto'];
export type PriorityDeclarationRequest = Schemas['PriorityDeclarationDto'];
export type PriorityDeclaration = Schemas['PriorityDeclarationResponseDto'];
export type PriorityEquipment = PriorityDeclarationRequest['equipment'];

/** The resident's priority-customer calls (docs/priority-customers.md). */
export const priorityApi = {
  mine: (signal?: AbortSignal) => answer(api.GET('/public/api/user/priority', { signal })),
  declare: async (body: PriorityDeclarationRequest) =>
    answer(api.POST('/public/api/user/priority', { body: requireParameter('POST /public/api/user/priority', 'body', body) })),
  withdraw: (watchedAddressId: number) => answer(api.DELETE('/public/api/user/priority/{watchedAddressId}', { params: { path: { watchedAddressId } } })),
};
