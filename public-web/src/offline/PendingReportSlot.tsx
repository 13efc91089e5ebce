import { lazy, Suspense, useEffect, useState } from 'react';
import { hasPendingReport, PENDING_REPORT_EVENT } from './pending-report-flag';

// The card and what it needs to send (the report call, the captcha) load only when a report is kept on this device.
const PendingReportCard = lazy(() => import('./PendingReportCard'));

/** The layout's place for a report kept offline (docs/offline.md): one storage read per page while there is none. */
export function PendingReportSlot() {
  const [pending, setPending] = useState(hasPendingReport);
  useEffect(() => {
    const check = () => setPending(hasPendingReport());
    window.addEventListener(PENDING_REPORT_EVENT, check);
    window.addEventListener('storage', check);
    return () => {
      window.removeEventListener(PENDING_REPORT_EVENT, check);
      window.removeEventListener('storage', check);
    };
  }, []);
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <PendingReportCard />
    </Suspense>
  );
}
