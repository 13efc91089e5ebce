import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { noteRefresh } from '../offline/pwa-state';
import { mapApi } from './map-api';
import { REFRESH_MS } from './map-settings';
import type { MapLayers, OutageItem, UserReportMapItem } from './map-types';

/** Used when the layer configuration cannot be read: OpenStreetMap alone, as the back office does. */
export const FALLBACK_LAYERS: MapLayers = {
  road: {
    url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    wmsLayers: null,
    attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  },
  hybrid: {
    url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    wmsLayers: null,
    attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  },
  hybridLabels: null,
};

/**
 * A feed's refresh: every REFRESH_MS while the page is visible; at once when the page comes back into view after a longer
 * pause, or when the network comes back (the offline banner goes with it, docs/offline.md). A hidden tab asks nothing: in a
 * storm every idle tab would otherwise keep polling. A refresh that starts while the page leaves is aborted with it.
 */
const FEED_REFRESH = { staleTime: REFRESH_MS, refetchInterval: REFRESH_MS, refetchOnWindowFocus: true, refetchOnReconnect: 'always' } as const;

export interface MapData {
  layers: MapLayers | null;
  /** null until the first answer. */
  outages: OutageItem[] | null;
  reports: UserReportMapItem[] | null;
  /** The hours `reports` cover (the slider may already say something else while the answer is on its way). */
  reportHours: number;
  /** The last refresh failed; the previous picture stays on screen. */
  failed: boolean;
}

/** The map's data: layers once, the outage feeds and the reports of the last `hours` refreshed while visible. */
export function useMapData(hours: number): MapData {
  const layers = useQuery({
    queryKey: ['map', 'layers'],
    queryFn: ({ signal }) => mapApi.layers(signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const outages = useQuery({ queryKey: ['map', 'outages'], queryFn: ({ signal }) => mapApi.outages(signal), ...FEED_REFRESH });
  // While the answer for newly chosen hours is on its way, the previous period's reports stay on the map.
  const reports = useQuery({
    queryKey: ['map', 'reports', hours],
    queryFn: async ({ signal }) => ({ hours, items: await mapApi.reports(hours, signal) }),
    placeholderData: keepPreviousData,
    ...FEED_REFRESH,
  });

  const failed = outages.isError || reports.isError;
  // A failed refresh is a lost connection for the layout's banner too, not only for the map's own line (docs/offline.md).
  useEffect(() => {
    noteRefresh(failed);
    return () => noteRefresh(false);
  }, [failed]);

  return {
    layers: layers.data ?? (layers.isError ? FALLBACK_LAYERS : null),
    outages: outages.data ?? null,
    reports: reports.data?.items ?? null,
    reportHours: reports.data?.hours ?? hours,
    failed,
  };
}
