import { divIcon, type DivIcon } from 'leaflet';
import type { Extent } from './declutter';
import { MAP_COLORS, markerSvg, type MapItemKind } from './icons/marker-shapes';
import { countLabel } from './map-items';

// Leaflet divIcons are plain HTML strings; they are cached so a refresh or a pan reuses the same objects
// (a new icon object makes Leaflet rebuild the marker's element).
const cache = new Map<string, DivIcon>();

function cached(key: string, make: () => DivIcon): DivIcon {
  let icon = cache.get(key);
  if (!icon) {
    icon = make();
    cache.set(key, icon);
  }
  return icon;
}

/** A pin of the kind's colour with the address count on a badge (spec §2: '99+' above 99). */
export function pinIcon(kind: Exclude<MapItemKind, 'extensive'>, count: number): DivIcon {
  const label = count > 0 ? countLabel(count) : '';
  return cached(`pin:${kind}:${label}`, () =>
    divIcon({
      className: `map-pin map-pin--${kind}`,
      html: `${markerSvg(kind, 32)}${label ? `<span class="map-badge" aria-hidden="true">${label}</span>` : ''}`,
      iconSize: [24, 32],
      iconAnchor: [12, 32],
      popupAnchor: [0, -30],
    }),
  );
}

// What each icon paints round its anchor, for the clustering (declutter.ts): the pin (24 × 32, tip at the anchor) and
// its count badge (map.css .map-badge: 8 px above the pin, from 14 px to at most 44 px across for '99+'); a cluster's
// disc with its 4 px halo. The widest is MAX_ICON_SIZE.
const PIN_EXTENT: Extent = { left: -12, top: -32, right: 12, bottom: 0 };
const BADGED_PIN_EXTENT: Extent = { left: -12, top: -41, right: 34, bottom: 0 };
export const clusterSize = (count: number) => (count < 10 ? 34 : count < 100 ? 40 : 48);
const HALO = 4;
export const MAX_ICON_SIZE = 48 + 2 * HALO;

export function pinExtent(count: number): Extent {
  return count > 0 ? BADGED_PIN_EXTENT : PIN_EXTENT;
}

export function clusterExtent(count: number): Extent {
  const r = clusterSize(count) / 2 + HALO;
  return { left: -r, top: -r, right: r, bottom: r };
}

/** How many events of each kind a cluster holds: its ring shows the shares, its disc the gravest kind's colour. */
export type ClusterMix = Record<'confirmed' | 'planned' | 'other' | 'userReport', number>;
const MIX_COLOURS: Record<keyof ClusterMix, string> = {
  confirmed: MAP_COLORS.confirmed,
  planned: MAP_COLORS.planned,
  other: '#5f6b78',
  userReport: MAP_COLORS.userReport,
};
// The disc behind the white count, dark enough for 4.5:1 (the pins' bright red is only 4:1 with white).
const DISC_COLOURS: Record<keyof ClusterMix, string> = {
  confirmed: '#b71c1c',
  planned: MAP_COLORS.planned,
  other: '#4a5560',
  userReport: MAP_COLORS.userReport,
};

/**
 * A cluster of events: a disc with the number of events ('99+' above 99) in the colour of its gravest kind, and a
 * ring whose arcs show the share of each kind (failures, planned outages, other, reports); bigger for bigger clusters.
 */
export function clusterIcon(mix: ClusterMix): DivIcon {
  const count = mix.confirmed + mix.planned + mix.other + mix.userReport;
  const label = countLabel(count);
  const size = clusterSize(count);
  const kinds = (Object.keys(MIX_COLOURS) as Array<keyof ClusterMix>).filter((kind) => mix[kind] > 0);
  // The ring's arcs in whole percent: clusters of the same make-up share one icon.
  let from = 0;
  const arcs = kinds.map((kind, i) => {
    const to = i === kinds.length - 1 ? 100 : from + Math.round((mix[kind] / count) * 100);
    // Two stops per arc rather than one stop with two positions: the same gradient, and one that CSS validators
    // (the W3C Nu checker among them) accept when the ring has a single colour.
    const arc = `${MIX_COLOURS[kind]} ${from}%, ${MIX_COLOURS[kind]} ${to}%`;
    from = to;
    return arc;
  });
  const disc = DISC_COLOURS[kinds[0]];
  return cached(`cluster:${label}:${size}:${arcs.join()}`, () =>
    divIcon({
      className: `map-cluster map-cluster--${kinds[0]}`,
      html: `<span class="map-cluster__ring" style="background:conic-gradient(${arcs.join(',')})"></span><span class="map-cluster__count" style="background:${disc}" aria-hidden="true">${label}</span>`,
      iconSize: [size, size],
      iconAnchor: [size / 2, size / 2],
      popupAnchor: [0, -size / 2],
    }),
  );
}

/** The address card's place: a dark pin, distinct from every event's colour. */
export const chosenPlaceIcon = (): DivIcon =>
  cached('chosen', () => divIcon({ className: 'map-chosen', html: '<span></span>', iconSize: [28, 36], iconAnchor: [14, 36] }));

export const youAreHereIcon = (): DivIcon =>
  cached('here', () => divIcon({ className: 'map-here', html: '<span></span>', iconSize: [20, 20], iconAnchor: [10, 10] }));
