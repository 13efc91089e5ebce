/**
 * What the public site knows about its connection and its service worker (docs/offline.md), for the banner of the
 * layout: whether the map shows answers kept on the device, whether the browser is offline or the map's refresh failed
 * (and when the answers on screen were made), and whether a new version waits for "Odśwież". A tiny store, read with
 * useSyncExternalStore: it is part of every page's first load (what the banner makes of it loads later).
 */
export interface PwaState {
  /** When the oldest kept answer now on screen was fetched (epoch ms); null while the answers are fresh. */
  cachedAt: number | null;
  /**
   * When the latest answer of each of the map's calls (by path) was made (epoch ms), fresh or kept. A fresh answer may
   * come from the browser's HTTP cache, so its time is the server's (`Date`), not the moment it arrived.
   */
  answeredAt: Readonly<Record<string, number>>;
  /** The browser says it is offline. */
  browserOffline: boolean;
  /** The map's last refresh failed: no answer, and nothing kept. */
  refreshFailed: boolean;
  /** Set when a new version waits and this page is older than it: activates it and reloads. */
  update: (() => void) | null;
}

let state: PwaState = { cachedAt: null, answeredAt: {}, browserOffline: false, refreshFailed: false, update: null };
const listeners = new Set<() => void>();

export const pwaState = {
  get: (): PwaState => state,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set: (change: Partial<PwaState>): void => {
    state = { ...state, ...change };
    listeners.forEach((listener) => listener());
  },
};

/** What the worker says of one answer of the map (sw.js `tellPage`). */
export interface AnswerNote {
  /** null: from the network (or the HTTP cache); a time: the copy kept on the device, and since when. */
  cachedAt: number | null;
  /** The call's path, and when its answer was made (epoch ms). */
  path?: string;
  at?: number;
}

/**
 * The worker's word on one answer. A fresh answer ends the kept state; kept ones keep the oldest time, so the banner
 * never claims newer data than shown.
 */
export function noteAnswer({ cachedAt, path, at }: AnswerNote): void {
  pwaState.set({
    cachedAt: cachedAt ? Math.min(cachedAt, state.cachedAt ?? cachedAt) : null,
    answeredAt: path && at ? { ...state.answeredAt, [path]: at } : state.answeredAt,
  });
}

/** The map's refresh failed (no answer, nothing kept), or succeeded again (use-map-data.ts). */
export const noteRefresh = (refreshFailed: boolean): void => pwaState.set({ refreshFailed });

const checkOnline = () => pwaState.set({ browserOffline: !navigator.onLine });

/**
 * Follows the browser's online state from the page's start (startServiceWorker): offline, the banner speaks at once,
 * before any answer is late or kept. Listening twice adds nothing (the same listener).
 */
export function watchConnection(): void {
  checkOnline();
  addEventListener('online', checkOnline);
  addEventListener('offline', checkOnline);
}
