import { lazy, Suspense, useSyncExternalStore } from 'react';
import { hasPendingReport } from './pending-report-flag';

// The card and what it needs to send (the report call, the captcha, its texts) load only when a report is kept on
// this device.
const PendingReportCard = lazy(() => import('./PendingReportCard'));

/** A report kept or removed in this tab or another (pending-report.ts fires 'storage' in this one too). */
function subscribe(changed: () => void): () => void {
  window.addEventListener('storage', changed);
  return () => window.removeEventListener('storage', changed);
}

/** The layout's place for a report kept offline (docs/offline.md): one storage read per page while there is none. */
export function PendingReportSlot() {
  return useSyncExternalStore(subscribe, hasPendingReport) ? (
    <Suspense fallback={null}>
      <PendingReportCard />
    </Suspense>
  ) : null;
}
