import { divIcon, type DivIcon } from 'leaflet';
import { markerSvg, type MapItemKind } from './icons/marker-shapes';
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

/** A cluster of user reports: a blue disc with the count, '99+' above 99; bigger discs for bigger clusters. */
export function clusterIcon(count: number): DivIcon {
  const label = countLabel(count);
  const size = count < 10 ? 34 : count < 100 ? 40 : 48;
  return cached(`cluster:${label}:${size}`, () =>
    divIcon({
      className: 'map-cluster',
      html: `<span aria-hidden="true">${label}</span>`,
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
