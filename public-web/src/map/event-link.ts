// The event named in a map URL (docs/map.md "URL parameters"): `?zdarzenie=<key>` next to the other
// parameters, so a shared link or a reload opens the same info window. Pure functions; EventLink.tsx applies them.
import type { OutageItem, UserReportMapItem } from './map-types';
import { outageSelectionOf, reportSelectionOf, type Selection } from './selection';

/** The URL parameter naming the open info window's event by its selection key (`outage-FAILURE-7`, `report-3`). */
export const EVENT_PARAM = 'zdarzenie';

export const eventLinkTexts = {
  gone: 'To zdarzenie już się zakończyło lub nie jest już pokazywane na mapie.',
};

/** The search string with the event named (or, with `key` null, not named); every other parameter stays. */
export function eventSearch(search: string | URLSearchParams, key: string | null): string {
  const params = new URLSearchParams(search);
  if (key === null) params.delete(EVENT_PARAM);
  else params.set(EVENT_PARAM, key);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The info window of the event the key names, or null when the feeds no longer have it. */
export function findSelection(key: string, outages: readonly OutageItem[], reports: readonly UserReportMapItem[]): Selection | null {
  // Made by the same functions as a click's, so the key format lives in selection.ts alone (asked once per link).
  const source = key.startsWith('report-') ? reports.map(reportSelectionOf) : outages.map(outageSelectionOf);
  return source.find((selection) => selection.key === key) ?? null;
}
