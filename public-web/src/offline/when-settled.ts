/** How long the page must have asked for nothing before it counts as settled. */
export const QUIET_MS = 2_000;
/** The longest wait after the load event, for a page that keeps loading (a map whose tiles never stop, say). */
export const LONGEST_WAIT_MS = 15_000;

/**
 * Runs `work` once the page has settled: called after its load event, at the first moment it has fetched nothing for
 * `QUIET_MS` (its first data, its lazy code and the map's tiles are in), at an idle moment of the browser — and
 * `LONGEST_WAIT_MS` later at the latest. For work the page can do without at first, such as the
 * service worker's install, which fetches every file the site needs offline: started at the load event it competed
 * with the map's own requests and code for the network and a phone's cores (docs/performance.md "Web vitals").
 */
export function whenSettled(work: () => void): void {
  let done = false;
  let quiet: number | undefined;
  const observer = observesResources() ? new PerformanceObserver(() => rearm()) : null;
  const finish = () => {
    if (done) return;
    done = true;
    window.clearTimeout(quiet);
    window.clearTimeout(latest);
    observer?.disconnect();
    whenIdle(work);
  };
  const rearm = () => {
    window.clearTimeout(quiet);
    quiet = window.setTimeout(finish, QUIET_MS);
  };
  const latest = window.setTimeout(finish, LONGEST_WAIT_MS);
  observer?.observe({ type: 'resource' });
  rearm();
}

const observesResources = () => typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('resource');

// Safari has no requestIdleCallback: there the work waits for the next task only.
const whenIdle = (work: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(() => work(), { timeout: 1_000 }) : window.setTimeout(work, 0);
