import { answer, api, ApiError } from '../../api/client';
import type { components } from '@portal/api-client';
import { readSession } from '../../auth/session';

export type OutageHistory = components['schemas']['OutageHistoryResponseDto'];
export type AddressHistory = components['schemas']['AddressHistoryResponseDto'];
export type LimitFigures = components['schemas']['LimitFiguresResponseDto'];

export const historyApi = {
  get: (year: number | undefined, signal?: AbortSignal) => answer(api.GET('/public/api/user/outage-history', { params: { query: { year } }, signal })),

  /** The CSV or PDF of one address's year: fetched with the session's token, then saved by the browser. */
  async download(id: number, year: number, kind: 'csv' | 'pdf'): Promise<void> {
    const headers: Record<string, string> = {};
    const { token } = readSession();
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetch(`${__API_BASE__}/public/api/user/outage-history/${encodeURIComponent(id)}/${kind}?year=${encodeURIComponent(year)}`, {
      headers,
    });
    if (!response.ok) throw new ApiError(response.status, response.statusText);
    const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `historia-wylaczen-${year}.${kind}`;
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  },
};
