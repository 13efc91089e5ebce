import { useCallback } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useDataProvider, useNotify, type Identifier } from 'react-admin';
import type { AcceptDecision, PlannedOutageResponse } from '../api/plannedOutageTypes';
import type { StaffDataProvider } from '../providers/dataProvider';
import { plannedOutageErrorMessage } from './errorMessages';

const RESOURCE_KEY: QueryKey = ['plannedOutages'];

type Patch = (record: PlannedOutageResponse) => PlannedOutageResponse;

/** Applies `patch` to the given outages wherever react-admin caches them (lists, one, many). */
function patchCached(cached: unknown, ids: readonly Identifier[], patch: Patch): unknown {
  const matches = (record: unknown): record is PlannedOutageResponse =>
    typeof record === 'object' && record !== null && ids.some((id) => String(id) === String((record as { id?: unknown }).id));
  const patchList = (records: unknown[]) => records.map((record) => (matches(record) ? patch(record) : record));
  if (Array.isArray(cached)) return patchList(cached);
  if (typeof cached === 'object' && cached !== null) {
    const data = (cached as { data?: unknown }).data;
    if (Array.isArray(data)) return { ...cached, data: patchList(data) };
    if (matches(cached)) return patch(cached);
    // Infinite lists: pages of lists.
    const pages = (cached as { pages?: unknown }).pages;
    if (Array.isArray(pages)) return { ...cached, pages: pages.map((page) => patchCached(page, ids, patch)) };
  }
  return cached;
}

/**
 * Spec §4.1: the status shown changes at once (optimistic), then the call is sent; one call for
 * one outage or for a selection. A failed call puts the previous status back and says so.
 * Resolves true when the server took the change.
 */
export function useChangeAcceptStatus() {
  const dataProvider = useDataProvider<StaffDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();

  return useCallback(
    async (ids: Identifier[], decision: AcceptDecision): Promise<boolean> => {
      // A list reload in flight would overwrite the optimistic status with the old one.
      await queryClient.cancelQueries({ queryKey: RESOURCE_KEY });
      const snapshot = queryClient.getQueriesData({ queryKey: RESOURCE_KEY });
      const setStatus = (patch: Patch) => queryClient.setQueriesData({ queryKey: RESOURCE_KEY }, (cached: unknown) => patchCached(cached, ids, patch));
      setStatus((record) => ({ ...record, acceptStatus: decision }));
      try {
        if (ids.length === 1) {
          const { data } = await dataProvider.changeAcceptStatus(ids[0], decision);
          // The server's answer is the truth (it may have changed more than the status).
          if (data && typeof data === 'object' && 'id' in data) setStatus((record) => ({ ...record, ...data }));
          notify(decision === 'ACCEPTED' ? 'resources.plannedOutages.notifications.accepted' : 'resources.plannedOutages.notifications.rejected', {
            type: 'success',
          });
        } else {
          const { changed } = await dataProvider.changeAcceptStatusMany(ids, decision);
          notify(decision === 'ACCEPTED' ? 'resources.plannedOutages.notifications.accepted_many' : 'resources.plannedOutages.notifications.rejected_many', {
            type: 'success',
            messageArgs: { count: changed ?? ids.length },
          });
        }
        return true;
      } catch (error) {
        snapshot.forEach(([key, data]) => queryClient.setQueryData(key, data));
        const message = plannedOutageErrorMessage(error);
        notify(message === 'app.errors.unexpected' ? 'resources.plannedOutages.notifications.status_change_failed' : message, { type: 'error' });
        return false;
      }
    },
    [dataProvider, queryClient, notify],
  );
}
