import { layerGroup, marker as leafletMarker, type Marker } from 'leaflet';
import { memo, useEffect, useMemo, useRef } from 'react';
import { useMap } from 'react-leaflet';
import Supercluster, { type ClusterProperties } from 'supercluster';
import { clusterIcon, pinIcon } from './map-icons';
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS_PX } from './map-settings';
import { mapTexts } from './map-texts';
import type { UserReportMapItem } from './map-types';
import { reportSelectionOf, type Selection } from './selection';
import { whenActivated } from './marker-keys';

type ReportProps = { report: UserReportMapItem };

/** The reports as a supercluster index: built once per feed answer, queried on every pan or zoom. */
export function buildReportIndex(reports: readonly UserReportMapItem[]) {
  const index = new Supercluster<ReportProps>({ radius: CLUSTER_RADIUS_PX, maxZoom: CLUSTER_MAX_ZOOM });
  index.load(
    reports.map((report) => ({
      type: 'Feature' as const,
      properties: { report },
      geometry: { type: 'Point' as const, coordinates: [report.position.lng, report.position.lat] },
    })),
  );
  return index;
}

interface ReportClustersProps {
  reports: readonly UserReportMapItem[];
  onHover: (selection: Selection | null) => void;
  onPick: (selection: Selection) => void;
}

/**
 * User reports as clusters (spec §2). Only what is in view (plus a margin) becomes markers, recomputed when a pan or
 * zoom ends; markers still in view are kept. Drawn with Leaflet directly rather than one React component per marker:
 * a zoom replaces hundreds of them, and on a phone in a storm (10,000 reports) that reconciliation is what stutters.
 */
export const ReportClusters = memo(function ReportClusters({ reports, onHover, onPick }: ReportClustersProps) {
  const map = useMap();
  const index = useMemo(() => buildReportIndex(reports), [reports]);
  const handlers = useRef({ onHover, onPick });
  handlers.current = { onHover, onPick };

  useEffect(() => {
    const layer = layerGroup().addTo(map);
    let shown = new Map<string, Marker>();

    const zoomInto = (id: number, lat: number, lng: number) =>
      map.flyTo([lat, lng], Math.min(index.getClusterExpansionZoom(id), CLUSTER_MAX_ZOOM + 1));

    const makeMarker = (feature: ReturnType<typeof index.getClusters>[number]): [string, () => Marker] => {
      const [lng, lat] = feature.geometry.coordinates;
      const properties = feature.properties as Partial<ClusterProperties> & Partial<ReportProps>;
      if (properties.cluster) {
        const id = properties.cluster_id!;
        const count = properties.point_count!;
        return [
          `cluster-${id}-${count}`,
          () =>
            leafletMarker([lat, lng], { icon: clusterIcon(count), title: mapTexts.cluster(count), alt: mapTexts.cluster(count), bubblingMouseEvents: false })
              .on('click', () => zoomInto(id, lat, lng))
              .on('keydown', (event) => whenActivated(event, () => zoomInto(id, lat, lng))),
        ];
      }
      const report = properties.report!;
      return [
        `report-${report.id}`,
        () => {
          const selection = reportSelectionOf(report);
          return leafletMarker([lat, lng], { icon: pinIcon('userReport', 0), title: mapTexts.types.WEB, alt: mapTexts.types.WEB, bubblingMouseEvents: false })
            .on('mouseover', () => handlers.current.onHover(selection))
            .on('mouseout', () => handlers.current.onHover(null))
            .on('click', () => handlers.current.onPick(selection))
            .on('keydown', (event) => whenActivated(event, () => handlers.current.onPick(selection)));
        },
      ];
    };

    const draw = () => {
      const padded = map.getBounds().pad(0.1);
      const features = index.getClusters([padded.getWest(), padded.getSouth(), padded.getEast(), padded.getNorth()], Math.round(map.getZoom()));
      const next = new Map<string, Marker>();
      for (const feature of features) {
        const [key, make] = makeMarker(feature);
        const kept = shown.get(key);
        if (kept) {
          next.set(key, kept);
          shown.delete(key);
        } else {
          const added = make().addTo(layer);
          if (key.startsWith('report-')) {
            const element = added.getElement();
            element?.addEventListener('focus', () => added.fire('mouseover'));
            element?.addEventListener('blur', () => added.fire('mouseout'));
          }
          next.set(key, added);
        }
      }
      for (const gone of shown.values()) layer.removeLayer(gone);
      shown = next;
    };

    draw();
    map.on('moveend', draw);
    return () => {
      map.off('moveend', draw);
      layer.remove();
    };
  }, [map, index]);

  return null;
});
