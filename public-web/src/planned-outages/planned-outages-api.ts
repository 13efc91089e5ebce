import { answer, api, requireParameter } from '../api/client';
import type { PublicPlannedOutageSearchRequest } from '../api/types';

const SEARCH = '/public/api/planned-outage/search/compressed-report';

/** The public list's two calls (spec §7); the count takes the same body and ignores its page. */
export const plannedOutagesApi = {
  search: async (criteria: PublicPlannedOutageSearchRequest, signal?: AbortSignal) =>
    answer(api.POST(SEARCH, { body: requireParameter(`POST ${SEARCH}`, 'body', criteria), signal })),
  count: async (criteria: PublicPlannedOutageSearchRequest, signal?: AbortSignal) =>
    answer(
      api.POST('/public/api/planned-outage/search/compressed-report/count', {
        body: requireParameter('POST /public/api/planned-outage/search/compressed-report/count', 'body', criteria),
        signal,
      }),
    ),
};
