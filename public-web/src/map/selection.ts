import { outageDetails, reportDetails, type InfoDetails } from './event-details';
import { kindOf } from './map-items';
import { withProgress } from './restoration-texts';
import type { LatLng, OutageItem, UserReportMapItem } from './map-types';

// Selections are built by the lazily loaded parts of the map (its event layer, the list, the event link), never by the
// page itself: the restoration texts they add stay out of the first load of /public (docs/performance.md).

/** What an info window shows: one outage item or one user report. */
export interface Selection {
  key: string;
  position: LatLng;
  /** The item has a pin at `position` (the info window opens above it); areas alone do not. */
  pin: boolean;
  details: InfoDetails;
}

/** A place to show: the search result, the visitor's location. Each request is a new object: a repeat of the same place counts. */
export interface Focus {
  point: LatLng;
  zoom: number;
}

export const outageSelectionOf = (item: OutageItem): Selection => ({
  key: `outage-${item.type}-${item.id}`,
  position: item.position,
  pin: kindOf(item.type) !== 'extensive',
  details: withProgress(outageDetails(item), item),
});

export const reportSelectionOf = (report: UserReportMapItem): Selection => ({
  key: `report-${report.id}`,
  position: report.position,
  pin: true,
  details: reportDetails(report),
});
