import { lazy, Suspense, useSyncExternalStore } from 'react';
import { hasPendingReport } from './pending-report-flag';

// The card and what it needs to send (the report call, the captcha, its texts) load only when a report is kept on
// this device.
const PendingReportCard = lazy(() => import('./PendingReportCard'));

/**
 * A report kept or removed in this tab or another (pending-report.ts fires 'storage' in this one too). The window's
 * own functions, unprefixed as the layout's online/offline listeners are: this is part of the first load.
 */
function subscribe(changed: () => void): () => void {
  addEventListener('storage', changed);
  return () => removeEventListener('storage', changed);
}

/** The layout's place for a report kept offline (docs/offline.md): one storage read per page while there is none. */
export function PendingReportSlot() {
  return useSyncExternalStore(subscribe, hasPendingReport) ? (
    <Suspense fallback={null}>
      <PendingReportCard />
    </Suspense>
  ) : null;
}
