import { useEffect, useRef, useState } from 'react';
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
 * Runs `load` now and then every REFRESH_MS while the page is visible; a page coming back into view
 * after a longer pause, or a network coming back, loads at once. A hidden tab asks nothing: in a storm every idle tab would
 * otherwise keep polling.
 */
function usePolling(load: (signal: AbortSignal) => Promise<void>, key: unknown) {
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    let controller = new AbortController();
    let last = 0;
    const run = () => {
      controller.abort();
      controller = new AbortController();
      last = Date.now();
      loadRef.current(controller.signal).catch(() => undefined);
    };
    run();
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'hidden') run();
    }, REFRESH_MS);
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && Date.now() - last >= REFRESH_MS) run();
    };
    document.addEventListener('visibilitychange', onVisibility);
    // The network is back: fresh data at once, not at the next tick (the offline banner goes with it, docs/offline.md).
    window.addEventListener('online', run);
    return () => {
      controller.abort();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', run);
    };
  }, [key]);
}

const isAbort = (error: unknown) => (error as { name?: string } | null)?.name === 'AbortError';

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
  const [layers, setLayers] = useState<MapLayers | null>(null);
  const [outages, setOutages] = useState<OutageItem[] | null>(null);
  const [reports, setReports] = useState<{ hours: number; items: UserReportMapItem[] } | null>(null);
  const [outagesFailed, setOutagesFailed] = useState(false);
  const [reportsFailed, setReportsFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    mapApi
      .layers(controller.signal)
      .then(setLayers)
      .catch((error) => {
        if (!isAbort(error)) setLayers(FALLBACK_LAYERS);
      });
    return () => controller.abort();
  }, []);

  usePolling(async (signal) => {
    try {
      const items = await mapApi.outages(signal);
      setOutages(items);
      setOutagesFailed(false);
    } catch (error) {
      if (!isAbort(error)) setOutagesFailed(true);
    }
  }, 'outages');

  usePolling(async (signal) => {
    try {
      const items = await mapApi.reports(hours, signal);
      setReports({ hours, items });
      setReportsFailed(false);
    } catch (error) {
      if (!isAbort(error)) setReportsFailed(true);
    }
  }, hours);

  const failed = outagesFailed || reportsFailed;
  // A failed refresh is a lost connection for the layout's banner too, not only for the map's own line (docs/offline.md).
  useEffect(() => {
    noteRefresh(failed);
    return () => noteRefresh(false);
  }, [failed]);

  return { layers, outages, reports: reports?.items ?? null, reportHours: reports?.hours ?? hours, failed };
}
