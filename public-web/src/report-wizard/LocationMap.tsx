import 'leaflet/dist/leaflet.css';
import * as L from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, WMSTileLayer } from 'react-leaflet';
import { answer, api } from '../api/client';
import { markerSvg } from '../map/icons/marker-shapes';
import type { LngLat } from './report-api';
import { wizardTexts } from './wizard-texts';

// A small map of its own for step 1 (Leaflet, loaded only on this step). Spec §9: centre, zooms and bounds.
const CENTRE: [number, number] = [52.232222, 21.008333];
const DEFAULT_ZOOM = 12;
const FOCUS_ZOOM = 17;
const BOUNDS = L.latLngBounds([52.08333, 20.84583], [52.38333, 21.28333]);

interface TileLayerConfig {
  url: string;
  wmsLayers: string | null;
  attribution: string;
}

/** The road layer the server is configured with (GET /public/api/map/config), as the main map uses. */
function useRoadLayer(): TileLayerConfig | null {
  const [layer, setLayer] = useState<TileLayerConfig | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    answer(api.GET('/public/api/map/config', { signal: controller.signal }))
      .then((config) => setLayer(config.road))
      .catch(() => undefined); // No tiles: the marker and the address still work.
    return () => controller.abort();
  }, []);
  return layer;
}

interface LocationMapProps {
  position: LngLat | null;
  onPick: (point: LngLat) => void;
}

export default function LocationMap({ position, onPick }: LocationMapProps) {
  const layer = useRoadLayer();
  const icon = useMemo(() => L.divIcon({ html: markerSvg('userReport', 40), className: 'wizard-map__marker', iconSize: [30, 40], iconAnchor: [15, 40] }), []);
  return (
    <MapContainer
      className="wizard-map"
      center={position ? [position.lat, position.lng] : CENTRE}
      zoom={position ? FOCUS_ZOOM : DEFAULT_ZOOM}
      minZoom={10}
      maxZoom={19}
      maxBounds={BOUNDS}
      maxBoundsViscosity={1}
      aria-label={wizardTexts.location.mapLabel}
    >
      {layer &&
        (layer.wmsLayers ? (
          <WMSTileLayer url={layer.url} params={{ layers: layer.wmsLayers, format: 'image/jpeg' }} attribution={layer.attribution} />
        ) : (
          <TileLayer url={layer.url} attribution={layer.attribution} maxZoom={19} />
        ))}
      <ClickToPick onPick={onPick} />
      <FollowPosition position={position} />
      {position && <Marker position={[position.lat, position.lng]} icon={icon} keyboard={false} interactive={false} />}
    </MapContainer>
  );
}

function ClickToPick({ onPick }: { onPick: (point: LngLat) => void }) {
  useMapEvents({ click: (event) => onPick({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

/** A newly chosen address is brought into view. */
function FollowPosition({ position }: { position: LngLat | null }) {
  const map = useMap();
  useEffect(() => {
    if (position) map.setView([position.lat, position.lng], Math.max(map.getZoom(), FOCUS_ZOOM));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the point, not the object, decides
  }, [map, position?.lat, position?.lng]);
  return null;
}
