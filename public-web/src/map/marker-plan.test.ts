import type { Cluster } from './declutter';
import { clusterLabel, mapEvents, mixOf, type MapEvent } from './map-events';
import type { LatLng } from './map-types';
import { planMarkers, wantedMarker, type MarkerView } from './marker-plan';
import { outage, report } from '../../test/map/test-map-data';

// Clusters here stand at "world pixels" that the view maps one to one onto degrees: x is the longitude, y the latitude.
const [failure, planned, report1, report2] = mapEvents(
  [outage({ id: 3, type: 'FAILURE', addressesCount: 120 }), outage({ id: 2, type: 'PLANNED', addressesCount: 4 })],
  [report({ id: 5 }), report({ id: 6 })],
);
const at = (x: number, y: number, ...members: MapEvent[]): Cluster<MapEvent> => ({ x, y, members });
const view = (inView: (p: LatLng) => boolean = () => true, zoom = 12, maxZoom = 18): MarkerView => ({
  zoom,
  maxZoom,
  positionOf: (cluster) => ({ lat: cluster.y, lng: cluster.x }),
  inView,
});
const keysOf = (clusters: Cluster<MapEvent>[], v: MarkerView = view()) => clusters.map((c) => wantedMarker(c, v, v.positionOf(c)).key);

describe('the markers the map holds', () => {
  it('adds every marker in view to an empty map, in the clusters’ order', () => {
    const clusters = [at(21, 52.2, failure), at(21.1, 52.3, planned, report1)];
    const plan = planMarkers([], clusters, view());
    expect(plan.keep).toEqual([]);
    expect(plan.remove).toEqual([]);
    expect(plan.add.map((m) => m.kind)).toEqual(['pin', 'cluster']);
    expect(plan.add[0]).toMatchObject({ kind: 'pin', event: failure, position: { lat: 52.2, lng: 21 } });
    expect(plan.add[1]).toMatchObject({ kind: 'cluster', members: [planned, report1], mix: mixOf([planned, report1]) });
  });

  it('keeps the markers still wanted as they are, adds the new ones and removes the rest', () => {
    const before = [at(21, 52.2, failure), at(21.1, 52.3, planned)];
    const after = [at(21, 52.2, failure), at(21.2, 52.4, report1)];
    const plan = planMarkers(keysOf(before), after, view());
    expect(plan.keep).toEqual(keysOf([after[0]]));
    expect(plan.add.map((m) => m.key)).toEqual(keysOf([after[1]]));
    expect(plan.remove).toEqual(keysOf([before[1]]));
  });

  it('makes no marker for a cluster out of view, and removes the one it had', () => {
    const clusters = [at(21, 52.2, failure), at(25, 54, report2)];
    const westOf22 = view((p) => p.lng < 22);
    const plan = planMarkers(keysOf(clusters), clusters, westOf22);
    expect(plan.keep).toEqual(keysOf([clusters[0]]));
    expect(plan.add).toEqual([]);
    expect(plan.remove).toEqual(keysOf([clusters[1]]));
  });

  it('changes nothing when a fresh feed brings the same events', () => {
    const clusters = [at(21, 52.2, failure), at(21.1, 52.3, planned, report1)];
    const again = mapEvents(
      [outage({ id: 3, type: 'FAILURE', addressesCount: 120 }), outage({ id: 2, type: 'PLANNED', addressesCount: 4 })],
      [report({ id: 5 }), report({ id: 6 })],
    );
    const fresh = [at(21, 52.2, again[0]), at(21.1, 52.3, again[1], again[2])];
    const plan = planMarkers(keysOf(clusters), fresh, view());
    expect(plan).toEqual({ keep: keysOf(clusters), add: [], remove: [] });
  });

  it('makes a pin again when its event changes (a new update, another address count) or it moves', () => {
    const updated = mapEvents([outage({ id: 3, type: 'FAILURE', addressesCount: 120, updatedAt: '2026-11-21T09:00:00Z' })], [])[0];
    const recounted = mapEvents([outage({ id: 3, type: 'FAILURE', addressesCount: 121 })], [])[0];
    const held = keysOf([at(21, 52.2, failure)]);
    for (const cluster of [at(21, 52.2, updated), at(21, 52.2, recounted), at(21.001, 52.2, failure)]) {
      const plan = planMarkers(held, [cluster], view());
      expect(plan.keep).toEqual([]);
      expect(plan.add).toHaveLength(1);
      expect(plan.remove).toEqual(held);
    }
  });

  it('makes a cluster again at another zoom, and at the last zoom (its label then offers the list instead)', () => {
    const cluster = at(21.1, 52.3, planned, report1);
    const held = keysOf([cluster], view(undefined, 12));
    expect(planMarkers(held, [cluster], view(undefined, 13)).add).toHaveLength(1);
    const last = planMarkers(keysOf([cluster], view(undefined, 17)), [cluster], view(undefined, 18));
    expect(last.add).toMatchObject([{ kind: 'cluster', label: clusterLabel(mixOf([planned, report1]), false) }]);
    expect(last.remove).toHaveLength(1);
  });
});
