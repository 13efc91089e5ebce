/**
 * What the public site knows about its service worker (docs/offline.md), for the banner of the layout: whether the map
 * shows answers kept on the device (and since when), and whether a new version waits for "Odśwież". A tiny store, read
 * with useSyncExternalStore: it is part of every page's first load.
 */
export interface PwaState {
  /** When the oldest kept answer now on screen was fetched (epoch ms); null while the answers are fresh. */
  cachedAt: number | null;
  /** Set when a new version waits and this page is older than it: activates it and reloads. */
  update: (() => void) | null;
}

let state: PwaState = { cachedAt: null, update: null };
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

/**
 * The worker's word on one answer (sw.js `tellPage`): null = from the network, a time = kept on the device. A fresh
 * answer ends the offline state; kept ones keep the oldest time, so the banner never claims newer data than shown.
 */
export function noteAnswer(cachedAt: number | null): void {
  if (cachedAt === null || Number.isNaN(cachedAt)) {
    if (state.cachedAt !== null) pwaState.set({ cachedAt: null });
  } else if (state.cachedAt === null || cachedAt < state.cachedAt) {
    pwaState.set({ cachedAt });
  }
}
