import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_STATUSES,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationStatus,
} from '../api/notificationTypes';

/** Server paging: 25 alerts a page. */
export const PAGE_SIZE = 25;

export interface NotificationSearch {
  userId?: number;
  event?: NotificationEvent;
  status?: NotificationStatus;
  channel?: NotificationChannel;
  /** 1-based. */
  page: number;
}

export type FilterName = 'userId' | 'event' | 'status' | 'channel';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** A positive whole number, or undefined (the form shows why). */
export function parseUserId(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) && id >= 1 ? id : undefined;
}

/**
 * The filters and page live in the address (`?event=PLANNED_ANNOUNCED&page=2`), like react-admin's lists: a reload,
 * the back button or a link to a colleague shows the same list. Anything unknown in the address is ignored.
 */
export function useNotificationSearch() {
  const [params, setParams] = useSearchParams();
  const search = useMemo<NotificationSearch>(() => {
    const page = Number(params.get('page'));
    return {
      userId: parseUserId(params.get('userId')),
      event: oneOf(NOTIFICATION_EVENTS, params.get('event')),
      status: oneOf(NOTIFICATION_STATUSES, params.get('status')),
      channel: oneOf(NOTIFICATION_CHANNELS, params.get('channel')),
      page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    };
  }, [params]);

  /** A new filter value ('' or undefined clears it) starts again from the first page. */
  const setFilter = useCallback(
    (name: FilterName, value: string | number | undefined) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (value === undefined || value === '') next.delete(name);
        else next.set(name, String(value));
        next.delete('page');
        return next;
      }),
    [setParams],
  );
  const setPage = useCallback(
    (page: number) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (page <= 1) next.delete('page');
        else next.set('page', String(page));
        return next;
      }),
    [setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  const filtered = search.userId !== undefined || search.event !== undefined || search.status !== undefined || search.channel !== undefined;

  return { search, filtered, setFilter, setPage, clear };
}
