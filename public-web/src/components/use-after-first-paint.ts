import { useEffect, useState } from 'react';

/**
 * False until the frame after the one this component first rendered in (true from the start when `wait` is false as
 * it mounts): for work that should come after the first paint. Building Leaflet measures its container, which forces
 * the browser to lay the page out first: in the task that renders the page, that layout and Leaflet's work made one of
 * the longest tasks of /public's load (Total Blocking Time, docs/performance.md "Web vitals"); after the first frame
 * Leaflet's measuring is cheap. A first visit's cookie dialog is painted before the page under it starts loading its
 * code (Largest Contentful Paint, components/PublicLayout.tsx).
 */
export function useAfterFirstPaint(wait = true): boolean {
  const [painted, setPainted] = useState(!wait);
  useEffect(() => {
    if (painted) return;
    let timer: number | undefined;
    // A requestAnimationFrame callback runs just before the frame is drawn; the timeout set in it, after.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
