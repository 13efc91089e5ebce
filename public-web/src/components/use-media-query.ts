import { useSyncExternalStore } from 'react';

/** Phones: the layout breakpoint of spec §9, the same as styles.css's `max-width: 768.98px`. */
export const PHONE_QUERY = '(max-width: 768.98px)';

const noop = () => {};

/**
 * Whether a media query matches now, following changes (rotation, resizing). Without matchMedia
 * (jsdom) nothing matches, which is the desktop layout.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
      if (!list) return noop;
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}
