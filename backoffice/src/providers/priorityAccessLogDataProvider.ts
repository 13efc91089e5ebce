import type { operations } from '@portal/api-client';
import { answer, api } from '../api/http';
import { limitOffset, listOnlyResource } from './resourceDataProvider';

/** 25 openings a page, the endpoint's own default. */
export const PRIORITY_ACCESS_PER_PAGE = 25;

type AccessLogQuery = NonNullable<operations['StaffPriority_accessLog']['parameters']['query']>;

/** Who opened the lists of priority customers, newest first (GET /api/priority-customers/access-log, ADMIN only). */
export const priorityAccessLogDataProvider = listOnlyResource('priorityAccessLog', async (params) => {
  const query: AccessLogQuery = limitOffset(params, PRIORITY_ACCESS_PER_PAGE);
  const page = await answer(api.GET('/api/priority-customers/access-log', { params: { query } }));
  return { data: page.items, total: page.total };
});
