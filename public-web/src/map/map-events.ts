// The map's point events (outage pins and user reports) as one list for the clustering, and what a cluster says
// (docs/map.md "Clusters"). Loaded with the marker layer (EventLayer.tsx), not with the first paint.
import { formatDateTime } from '../i18n/dates';
import { t } from '../i18n/i18n';
import type { ClusterMix } from './map-icons';
import { ADDRESSES_SHOWN, formatAddressList, markerTitle, typeLabel, type InfoDetails } from './event-details';
import { kindOf } from './map-items';
import type { LatLng, OutageItem, UserReportMapItem } from './map-types';
import { outageSelectionOf, reportSelectionOf, type Selection } from './selection';

export const eventTexts = {
  get leafletTitle() {
    return t('map.events.leafletTitle');
  },
  keyboard: {
    get role() {
      return t('map.events.keyboardRole');
    },
    get label() {
      return t('map.events.keyboardLabel');
    },
    get hint() {
      return t('map.events.keyboardHint');
    },
  },
  clusterListTitle: (count: number) => t('map.events.clusterListTitle', { count }),
  get shown() {
    return t('map.events.shown');
  },
};

export interface MapEvent {
  key: string;
  /** Which arc of a cluster's ring it adds to. */
  mix: keyof ClusterMix;
  /** Its own pin: colour and the address count on the badge (0: no badge). */
  pin: 'confirmed' | 'planned' | 'userReport';
  badge: number;
  /** Changes when the event does (an outage's last update): its marker is made again. */
  version: string;
  position: LatLng;
  /** The accessible name (and tooltip) of its pin. */
  label: string;
  /** Its info window, made when asked for: a storm has thousands of events and few are opened. */
  selection: () => Selection;
  /** One line of a cluster's list. */
  line: () => { type: string; text: string };
}

/** The order of the clustering: a cluster is led by its gravest event, so failures and planned works stay on top. */
const RANK: Record<keyof ClusterMix, number> = { confirmed: 0, planned: 1, other: 2, userReport: 3 };

/** Outages with a pin (not extensive areas: their area is their symbol) and every report, gravest first. */
export function mapEvents(outages: readonly OutageItem[], reports: readonly UserReportMapItem[]): MapEvent[] {
  const events: MapEvent[] = [];
  for (const item of outages) {
    const kind = kindOf(item.type);
    if (kind === 'extensive') continue;
    events.push({
      key: `outage-${item.type}-${item.id}`,
      mix: kind ?? 'other',
      pin: kind ?? 'confirmed',
      badge: item.addressesCount,
      version: `${item.updatedAt}|${item.reportsCount}`,
      position: item.position,
      label: markerTitle(typeLabel(item.type), item.addressesCount),
      selection: () => outageSelectionOf(item),
      line: () => ({
        type: typeLabel(item.type),
        text: [formatAddressList(item.addressList, 3), t('map.events.since', { time: formatDateTime(item.start) })].filter(Boolean).join(', '),
      }),
    });
  }
  for (const report of reports) {
    events.push({
      key: `report-${report.id}`,
      mix: 'userReport',
      pin: 'userReport',
      badge: 0,
      version: '',
      position: report.position,
      label: typeLabel(report.type),
      selection: () => reportSelectionOf(report),
      line: () => ({ type: typeLabel(report.type), text: `${report.address}, ${formatDateTime(report.date)}` }),
    });
  }
  return events.sort((a, b) => RANK[a.mix] - RANK[b.mix]);
}

export function mixOf(events: readonly MapEvent[]): ClusterMix {
  const mix: ClusterMix = { confirmed: 0, planned: 0, other: 0, userReport: 0 };
  for (const event of events) mix[event.mix]++;
  return mix;
}

const CLUSTER_TEXTS = {
  confirmed: 'map.cluster.confirmed',
  planned: 'map.cluster.planned',
  other: 'map.cluster.other',
  userReport: 'map.cluster.userReport',
} as const;

/** '12 zdarzeń: 2 potwierdzone awarie, 10 zgłoszeń użytkowników. Przybliż mapę' (at the last zoom: 'Pokaż listę'). */
export function clusterLabel(mix: ClusterMix, canZoom: boolean): string {
  const total = mix.confirmed + mix.planned + mix.other + mix.userReport;
  const parts = (['confirmed', 'planned', 'other', 'userReport'] as const)
    .filter((kind) => mix[kind] > 0)
    .map((kind) => t(CLUSTER_TEXTS[kind], { count: mix[kind] }));
  return t('map.cluster.label', { all: t('map.cluster.all', { count: total }), parts: parts.join(', '), canZoom: canZoom ? 'yes' : 'no' });
}

/** '10 z 57 zdarzeń' (genitive after 'z': 'zdarzenia' for one, 'zdarzeń' otherwise, as shownOfTotal's addresses). */
export const eventsShownOfTotal = (shown: number, total: number) => t('map.events.shownOfTotal', { shown, total });

/**
 * The list a cluster opens at the last zoom, where its events stand too close to be drawn apart (a block of flats
 * reported by many of its residents): at most ten, numbered, then how many of how many.
 */
export function clusterDetails(events: readonly MapEvent[]): InfoDetails {
  const rows = events.slice(0, ADDRESSES_SHOWN).map((event, i) => {
    const { type, text } = event.line();
    return { label: `${i + 1}. ${type}`, value: text };
  });
  if (events.length > ADDRESSES_SHOWN) rows.push({ label: eventTexts.shown, value: eventsShownOfTotal(ADDRESSES_SHOWN, events.length) });
  return { title: eventTexts.clusterListTitle(events.length), rows };
}
