import { answer, api } from '../../api/client';
import type { components } from '@portal/api-client';

export type CalendarLink = components['schemas']['CalendarLinkResponseDto'];

/** The calendar link of one watched address (docs/calendar.md). */
export const calendarApi = {
  get: (id: number) => answer(api.GET('/public/api/user/address/{id}/calendar', { params: { path: { id } } })),
  create: (id: number) => answer(api.POST('/public/api/user/address/{id}/calendar', { params: { path: { id } } })),
  revoke: (id: number) => answer(api.DELETE('/public/api/user/address/{id}/calendar', { params: { path: { id } } })),
};
