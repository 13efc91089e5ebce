import { apiRequest } from '../../api/client';
import type { components } from '@portal/api-client';

export type CalendarLink = components['schemas']['CalendarLinkResponseDto'];

/** The calendar link of one watched address (docs/calendar.md). */
export const calendarApi = {
  get: (id: number) => apiRequest('GET', '/public/api/user/address/{id}/calendar', { pathParams: { id } }),
  create: (id: number) => apiRequest('POST', '/public/api/user/address/{id}/calendar', { pathParams: { id } }),
  revoke: (id: number) => apiRequest('DELETE', '/public/api/user/address/{id}/calendar', { pathParams: { id } }),
};
