// What the layout needs on every page to know whether a report kept offline waits (PendingReportSlot): a module of
// its own, so the rest of pending-report.ts loads only with the card and the wizard (first-load budget).

export const PENDING_REPORT_KEY = 'pendingReport';

/** Whether a report waits: one storage read. */
export function hasPendingReport(): boolean {
  try {
    return window.localStorage.getItem(PENDING_REPORT_KEY) != null;
  } catch {
    return false;
  }
}
