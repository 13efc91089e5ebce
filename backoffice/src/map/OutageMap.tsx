import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef } from 'react';
import { latLngBounds } from 'leaflet';
import { CircleMarker, MapContainer, Polygon, Polyline, TileLayer, Tooltip, useMap } from 'react-leaflet';
import type { Coordinates } from '../api/plannedOutageTypes';
import { MAP_CENTER, MAP_FOCUS_ZOOM, MAP_ZOOM, OUTLINE_STYLE } from './mapDefaults';
import { TILE_ATTRIBUTION, TILE_MAX_ZOOM, TILE_URL } from './tiles';

export interface MapPoint {
  key: string;
  label: string;
  coordinates: Coordinates;
}

export interface OutageMapProps {
  points: readonly MapPoint[];
  /** The outline to draw (a hull); fewer than three points draw no area. */
  outline: readonly Coordinates[];
  /** Accessible name of the map region. */
  label: string;
  height?: number | string;
}

const toLatLng = ({ lat, lng }: Coordinates): [number, number] => [lat, lng];

/** Follows the points: one place at the focus zoom, several fitted into view, none: the capital. */
const FitToPoints = ({ points }: { points: readonly MapPoint[] }) => {
  const map = useMap();
  // Refit when the set of places changes, not on every render of the form around the map (that
  // would undo the person's panning while they type a comment).
  const signature = points.map((point) => `${point.coordinates.lat},${point.coordinates.lng}`).join(';');
  const latest = useRef(points);
  latest.current = points;
  useEffect(() => {
    const points = latest.current;
    if (points.length === 0) map.setView(MAP_CENTER, MAP_ZOOM);
    else if (points.length === 1) map.setView(toLatLng(points[0].coordinates), MAP_FOCUS_ZOOM);
    else map.fitBounds(latLngBounds(points.map((point) => toLatLng(point.coordinates))), { padding: [24, 24], maxZoom: MAP_FOCUS_ZOOM });
  }, [map, signature]);
  return null;
};

/**
 * The addresses of an outage as dots and their hull in red (spec §2.12, §9). Circle markers rather
 * than Leaflet's pin icons: those are image files Leaflet looks up by a CSS path that bundlers
 * break, and dots need nothing from a server. Loaded lazily (LazyOutageMap): Leaflet stays out
 * of the list pages' download.
 */
const OutageMap = ({ points, outline, label, height = 360 }: OutageMapProps) => {
  const ring = useMemo(() => outline.map(toLatLng), [outline]);
  return (
    <div role="region" aria-label={label} style={{ height, width: '100%', isolation: 'isolate' /* Leaflet's z-indexes stay inside the map */ }}>
      <MapContainer center={MAP_CENTER} zoom={MAP_ZOOM} style={{ height: '100%', width: '100%' }} scrollWheelZoom={false}>
        <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} maxZoom={TILE_MAX_ZOOM} />
        {ring.length >= 3 && <Polygon positions={ring} pathOptions={OUTLINE_STYLE} />}
        {ring.length === 2 && <Polyline positions={ring} pathOptions={OUTLINE_STYLE} />}
        {points.map((point) => (
          <CircleMarker
            key={point.key}
            center={toLatLng(point.coordinates)}
            radius={6}
            pathOptions={{ color: '#0d3f7a', fillColor: '#1256a6', fillOpacity: 0.9, weight: 2 }}
          >
            <Tooltip>{point.label}</Tooltip>
          </CircleMarker>
        ))}
        <FitToPoints points={points} />
      </MapContainer>
    </div>
  );
};

export default OutageMap;
