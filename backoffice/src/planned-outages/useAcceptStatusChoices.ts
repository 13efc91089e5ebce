import { ACCEPT_STATUS_LABELS } from '@portal/domain';
import { useGetList } from 'react-admin';
import { ACCEPT_STATUSES, type AcceptStatusOption } from '../api/plannedOutageTypes';

// The statuses change only with a deployment: one GET /api/planned-outage/accept-statuses per session.
const STATUS_CACHE_MS = 60 * 60 * 1000;

export const ACCEPT_STATUS_FALLBACK: AcceptStatusOption[] = ACCEPT_STATUSES.map((id) => ({ id, name: ACCEPT_STATUS_LABELS[id] }));

/**
 * The acceptance statuses as the server names them (spec §4.1). Until they arrive (or if the call
 * fails) the domain package's labels stand in, the ones the server answers, so the filter and the column never show a
 * bare code.
 */
export function useAcceptStatusChoices(): AcceptStatusOption[] {
  const { data } = useGetList<AcceptStatusOption>(
    'acceptStatuses',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } },
    { staleTime: STATUS_CACHE_MS },
  );
  return data && data.length > 0 ? data : ACCEPT_STATUS_FALLBACK;
}
