import { useCallback, useEffect, useState } from 'react';
import type { PublicPlannedOutage, PublicPlannedOutageSearchRequest } from '../api/types';
import { plannedOutagesApi } from './planned-outages-api';

export interface PlannedPage {
  rows: PublicPlannedOutage[];
  count: number;
  /** The request these rows answer. */
  key: string;
}

export interface PlannedOutagesState {
  /** The last page loaded; kept while the next one loads, so the list does not jump. */
  data: PlannedPage | null;
  loading: boolean;
  failed: boolean;
  /** The key of the current request: `data.key === key` when the rows shown are current. */
  key: string;
  retry: () => void;
}

/**
 * Loads one page and the total for a request. Both calls go out together for every change, so the
 * 'x–y z N' under the rows is counted at the same moment as the rows. A newer request cancels the
 * older one; a cancelled answer is never shown.
 */
export function usePlannedOutages(request: PublicPlannedOutageSearchRequest): PlannedOutagesState {
  const key = JSON.stringify(request);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<PlannedOutagesState, 'key' | 'retry'>>({ data: null, loading: true, failed: false });

  useEffect(() => {
    const controller = new AbortController();
    const criteria = JSON.parse(key) as PublicPlannedOutageSearchRequest;
    setState((current) => ({ ...current, loading: true, failed: false }));
    Promise.all([plannedOutagesApi.search(criteria, controller.signal), plannedOutagesApi.count(criteria, controller.signal)]).then(
      ([rows, { count }]) => {
        if (!controller.signal.aborted) setState({ data: { rows, count, key }, loading: false, failed: false });
      },
      () => {
        if (controller.signal.aborted) return;
        controller.abort(); // the other call's answer is no longer wanted
        setState((current) => ({ ...current, loading: false, failed: true }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, key, retry };
}
