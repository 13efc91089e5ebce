// Which pins and clusters the map should hold after a pan, a zoom or a fresh feed, and what that means for the markers it
// holds now (docs/map.md "Clusters"). Pure: EventLayer.tsx only applies the plan to Leaflet.
import type { Cluster } from './declutter';
import { clusterLabel, mixOf, type MapEvent } from './map-events';
import type { ClusterMix } from './map-icons';
import type { LatLng } from './map-types';

/** One pin (a single event) or one cluster, where it stands on the map. */
export type WantedMarker =
  | { kind: 'pin'; key: string; position: LatLng; event: MapEvent }
  | { kind: 'cluster'; key: string; position: LatLng; members: readonly MapEvent[]; mix: ClusterMix; label: string };

export interface MarkerView {
  zoom: number;
  maxZoom: number;
  /** A cluster's place on the map (its anchor in world pixels at `zoom`, unprojected). */
  positionOf: (cluster: Cluster<MapEvent>) => LatLng;
  /** In the view plus its margin: only those become markers. */
  inView: (position: LatLng) => boolean;
}

/**
 * A marker's key names everything its element shows: a pin keeps its element while its event, version, badge and place
 * stay the same, so a feed's refresh neither flickers nor takes the keyboard's focus away; a cluster's key has its zoom,
 * leader, label (which says whether a click zooms in or lists) and place.
 */
export function wantedMarker(cluster: Cluster<MapEvent>, view: Pick<MarkerView, 'zoom' | 'maxZoom'>, position: LatLng): WantedMarker {
  const members = cluster.members;
  if (members.length === 1) {
    const [event] = members;
    return { kind: 'pin', key: `${event.key}|${event.version}|${event.badge}|${position.lat},${position.lng}`, position, event };
  }
  const mix = mixOf(members);
  const label = clusterLabel(mix, view.zoom < view.maxZoom);
  return { kind: 'cluster', key: `cluster-${view.zoom}-${members[0].key}-${label}-${position.lat},${position.lng}`, position, members, mix, label };
}

export interface MarkerPlan {
  /** Keys of markers held now and still wanted: left as they are. */
  keep: string[];
  /** Wanted and not held: to be made and added, in this order. */
  add: WantedMarker[];
  /** Held and no longer wanted: to be removed. */
  remove: string[];
}

/** Compares the markers held (by key) with the clusters in view at this zoom. */
export function planMarkers(held: Iterable<string>, clusters: readonly Cluster<MapEvent>[], view: MarkerView): MarkerPlan {
  const left = new Set(held);
  const keep: string[] = [];
  const add: WantedMarker[] = [];
  for (const cluster of clusters) {
    const position = view.positionOf(cluster);
    if (!view.inView(position)) continue;
    const wanted = wantedMarker(cluster, view, position);
    if (left.delete(wanted.key)) keep.push(wanted.key);
    else add.push(wanted);
  }
  return { keep, add, remove: [...left] };
}
