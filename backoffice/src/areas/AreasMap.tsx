import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { latLngBounds, type LatLngTuple } from 'leaflet';
import { MapContainer, Polygon, TileLayer, Tooltip, useMap } from 'react-leaflet';
import type { Area } from '../api/adminToolsTypes';
import { MAP_CENTER, MAP_ZOOM, OUTLINE_STYLE } from '../map/mapDefaults';
import { TILE_ATTRIBUTION, TILE_MAX_ZOOM, TILE_URL } from '../map/tiles';

export interface AreasMapProps {
  /** The areas whose outlines are shown. */
  areas: readonly Area[];
  /** The map fits these areas into view whenever `fitKey` changes (first load, an upload). */
  fitTo: readonly Area[];
  fitKey: number;
  /** Accessible name of the map region. */
  label: string;
  height?: number | string;
}

const toLatLng = ({ lat, lng }: { lat: number; lng: number }): LatLngTuple => [lat, lng];

/** Leaflet's polygon positions of one area: per polygon, the outer ring then its holes. */
const positionsOf = (area: Area): LatLngTuple[][][] =>
  area.shape.map((polygon) => [polygon.outerRing.map(toLatLng), ...polygon.innerRings.map((ring) => ring.map(toLatLng))]);

const FitToAreas = ({ areas, fitKey }: { areas: readonly Area[]; fitKey: number }) => {
  const map = useMap();
  const latest = useRef(areas);
  latest.current = areas;
  useEffect(() => {
    // The container may have been sized after Leaflet measured it (lazy load, grid layout): measure again first.
    map.invalidateSize();
    const points = latest.current.flatMap((area) => area.shape.flatMap((polygon) => polygon.outerRing.map(toLatLng)));
    // No animation: the person asked to see these areas; a zoom flight only delays it.
    if (points.length === 0) map.setView(MAP_CENTER, MAP_ZOOM, { animate: false });
    else map.fitBounds(latLngBounds(points), { padding: [16, 16], animate: false });
  }, [map, fitKey]);
  // A phone turned sideways or a window resized: Leaflet would keep drawing for the old size.
  useEffect(() => {
    const container = map.getContainer();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(container);
    return () => observer.disconnect();
  }, [map]);
  return null;
};

/**
 * The service areas in red (spec §2.7, §9 outline style), each with its name on hover. Holes are
 * drawn as holes. Loaded lazily (LazyAreasMap) like the outage map: Leaflet stays out of other pages.
 */
const AreasMap = ({ areas, fitTo, fitKey, label, height = 560 }: AreasMapProps) => (
  <div role="region" aria-label={label} style={{ height, width: '100%', isolation: 'isolate' /* Leaflet's z-indexes stay inside the map */ }}>
    <MapContainer center={MAP_CENTER} zoom={MAP_ZOOM} style={{ height: '100%', width: '100%' }} scrollWheelZoom={false}>
      <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} maxZoom={TILE_MAX_ZOOM} />
      {areas.map((area) => (
        <Polygon key={area.id} positions={positionsOf(area)} pathOptions={OUTLINE_STYLE}>
          <Tooltip sticky>{area.name}</Tooltip>
        </Polygon>
      ))}
      <FitToAreas areas={fitTo} fitKey={fitKey} />
    </MapContainer>
  </div>
);

export default AreasMap;
