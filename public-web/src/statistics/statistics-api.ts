import type { components } from '@portal/api-client';
import { answer, api } from '../api/client';

export type Statistics = components['schemas']['StatisticsResponseDto'];
export type LimitKind = components['schemas']['StatisticsLimitResponseDto']['kind'];

export const statisticsApi = {
  get: (month: string | undefined, signal?: AbortSignal) => answer(api.GET('/public/api/statistics', { params: { query: { month } }, signal })),
  /** The month's CSV, made by the server: a plain link, no session needed. */
  csvUrl: (month: string) => `${__API_BASE__}/public/api/statistics/csv?month=${encodeURIComponent(month)}`,
};
