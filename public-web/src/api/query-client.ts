import { onlineManager, QueryClient } from '@tanstack/react-query';

/**
 * The site's one query cache (TanStack Query), made once per mounted App. The defaults differ from the library's where
 * the site depends on it:
 * - `networkMode: 'always'`: a query runs even when the browser says it is offline. The service worker may still answer
 *   from its cache (docs/offline.md), and a failed refresh is what tells the map and the layout's banner that the picture
 *   is old; a query paused until the browser says "online" would show neither.
 * - `retry: false`: a feed's next refresh is its retry; in a storm, retries in a loop would add to the server's load.
 * - `structuralSharing: false`: a 304 already hands back the very array shown before (map-api.ts); comparing a storm's
 *   thousands of items deeply on every refresh would cost the main thread for nothing.
 */
export function createQueryClient(): QueryClient {
  // The library starts out "online" and acts on a change only: a page opened offline (from the service worker) would not
  // refresh when the browser's `online` event comes. It starts from what the browser says instead.
  onlineManager.setOnline(navigator.onLine);
  return new QueryClient({ defaultOptions: { queries: { networkMode: 'always', retry: false, structuralSharing: false } } });
}
