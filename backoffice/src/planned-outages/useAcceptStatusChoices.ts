import { useMemo } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { ACCEPT_STATUSES, type AcceptStatusOption } from '../api/plannedOutageTypes';

// The statuses change only with a deployment: one GET /api/planned-outage/accept-statuses per session.
const STATUS_CACHE_MS = 60 * 60 * 1000;

/**
 * The acceptance statuses as the server names them (spec §4.1). Until they arrive (or if the call
 * fails) our own labels stand in, so the filter and the column never show a bare code.
 */
export function useAcceptStatusChoices(): AcceptStatusOption[] {
  const translate = useTranslate();
  const { data } = useGetList<AcceptStatusOption>(
    'acceptStatuses',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } },
    { staleTime: STATUS_CACHE_MS },
  );
  const fallback = useMemo(() => ACCEPT_STATUSES.map((id) => ({ id, name: translate(`resources.plannedOutages.statuses.${id}`) })), [translate]);
  return data && data.length > 0 ? data : fallback;
}
