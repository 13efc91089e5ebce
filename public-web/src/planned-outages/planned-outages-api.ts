import { apiRequest } from '../api/client';
import type { PublicPlannedOutageSearchRequest } from '../api/types';

const SEARCH = '/public/api/planned-outage/search/compressed-report';

/** The public list's two calls (spec §7); the count takes the same body and ignores its page. */
export const plannedOutagesApi = {
  search: (criteria: PublicPlannedOutageSearchRequest, signal?: AbortSignal) => apiRequest('POST', SEARCH, { body: criteria, bodyRequired: true, signal }),
  count: (criteria: PublicPlannedOutageSearchRequest, signal?: AbortSignal) =>
    apiRequest('POST', '/public/api/planned-outage/search/compressed-report/count', { body: criteria, bodyRequired: true, signal }),
};
