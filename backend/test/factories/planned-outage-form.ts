import { MARSZALKOWSKA } from './outage-addresses';

/** Midday in Warsaw, days from now: outside the SMS quiet hours whatever the clock says. */
export function middayIn(days: number): Date {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(11, 0, 0, 0);
  return d;
}

/**
 * The dispatcher's form for a four-hour planned outage at Marszałkowska 10 starting at midday in five days, announced
 * today — what the alert tests add and accept; `over` changes any field (addresses, start, end, comment…).
 */
export function plannedOutageForm(over: Record<string, unknown> = {}): Record<string, unknown> {
  const start = middayIn(5);
  return {
    addresses: [MARSZALKOWSKA],
    outageStart: start.toISOString(),
    outageEnd: new Date(start.getTime() + 4 * 3_600_000).toISOString(),
    outageAnnouncement: middayIn(0).toISOString().slice(0, 10),
    voltageLevel: 'LV',
    taskNumber: null,
    recipient: null,
    comment: 'Wymiana złącza',
    acceptStatus: '',
    ...over,
  };
}
