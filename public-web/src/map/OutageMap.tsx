import 'leaflet/dist/leaflet.css';
import { latLngBounds } from 'leaflet';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { loadArea } from '../i18n/i18n';
import { cardLinkTexts } from './card-link';
import { chosenPlaceIcon, youAreHereIcon } from './map-icons';
import { FOCUS_ZOOM, MAP_BOUNDS, MAX_ZOOM, MIN_ZOOM } from './map-settings';
import { useMapModel, type MapModel } from './map-model';
import type { MapMode, MapView } from './map-state';
import { mapTexts } from './map-texts';
import type { MapLayer, MapLayers, OutageItem, UserReportMapItem } from './map-types';
import type { Focus } from './selection';
import { useGrowingCount } from './use-growing-count';
import { useAfterFirstPaint } from '../components/use-after-first-paint';

// Loaded after the first paint (docs/performance.md): the events (areas, pins and clusters, the map's keyboard) at
// once, in their own chunk; a WMS layer (the hybrid map by default) only when it is shown.
// The layer's texts (clusters, keyboard help) come with its code (docs/i18n.md).
const EventLayer = lazy(() =>
  Promise.all([import('./EventLayer'), loadArea('map-layer'), loadArea('map-restoration'), loadArea('map-info')]).then(([layer]) => layer),
);
const WmsLayer = lazy(() => import('./WmsLayer'));

export type { MapMode, MapView } from './map-state';

export interface OutageMapProps {
  /** Null until the configuration has answered: no tiles are asked of a server that is about to change. */
  layers: MapLayers | null;
  outages: readonly OutageItem[];
  reports: readonly UserReportMapItem[];
  /** Where the map stands when it is built; later views come from the map itself. */
  initialView: MapView;
}

const BOUNDS = latLngBounds([MAP_BOUNDS.south, MAP_BOUNDS.west], [MAP_BOUNDS.north, MAP_BOUNDS.east]);

/**
 * The public map (spec §2, §9): Leaflet through react-leaflet, the events (EventLayer: areas, pins with address
 * counts, clusters of events that would overlap), and one info window. What it shows and what it reports back go
 * through the page's state model (map-state.ts, read with useMapModel).
 */
export default function OutageMap({ initialView, layers, outages, reports }: OutageMapProps) {
  const { state, dispatch, shown, onMapClick, onViewChange } = useMapModel();
  const { mode, focus, located, card } = state;
  const painted = useAfterFirstPaint();
  // The map's box is drawn with the page; Leaflet is built into it once the browser has laid the page out and painted.
  if (!painted) return <div className="outage-map" />;
  return (
    <MapContainer
      className="outage-map"
      center={[initialView.center.lat, initialView.center.lng]}
      zoom={initialView.zoom}
      minZoom={MIN_ZOOM}
      maxZoom={MAX_ZOOM}
      maxBounds={BOUNDS}
      maxBoundsViscosity={1}
      zoomControl={false}
      // The map's keyboard is EventLayer's: arrows move between events (Leaflet's would pan on every arrow).
      keyboard={false}
    >
      <MapStages
        // Bottom right: the top corners hold the layer switch and locate-me (MapPage), clear of each other on a phone.
        controls={<ZoomControl position="bottomright" zoomInTitle={mapTexts.zoomIn} zoomOutTitle={mapTexts.zoomOut} />}
        base={<BaseLayers layers={layers} mode={mode} />}
        events={
          <>
            <MapEvents onMapClick={onMapClick} onViewChange={onViewChange} />
            <FlyTo focus={focus} />
            {/* The info window comes with the events that open it (a hover, a click, Enter, a link or the list pin one). */}
            <Suspense fallback={null}>
              <EventLayer outages={outages} reports={reports} shown={shown} dispatch={dispatch} />
            </Suspense>
            {located && (
              <Marker position={[located.lat, located.lng]} icon={youAreHereIcon()} title={mapTexts.youAreHere} alt={mapTexts.youAreHere} interactive={false} />
            )}
            {/* The address card's place (docs/map.md "Address card"). */}
            {card && (
              <Marker
                position={[card.point.lat, card.point.lng]}
                icon={chosenPlaceIcon()}
                title={cardLinkTexts.pinTitle}
                alt={cardLinkTexts.pinTitle}
                interactive={false}
                keyboard={false}
                zIndexOffset={2000}
              />
            )}
          </>
        }
      />
    </MapContainer>
  );
}

/**
 * Leaflet's parts, one more per task: the map itself (built by MapContainer, which measures the page), then its
 * controls, then its base layer (the tile grid for the zoom), then the events and what answers the pointer. Built in
 * one task they made one of the longest tasks of /public's load (Total Blocking Time, docs/performance.md "Web
 * vitals"); the map is usable from the first stage, and each later one follows within a task.
 */
function MapStages({ controls, base, events }: { controls: ReactNode; base: ReactNode; events: ReactNode }) {
  const stage = useGrowingCount(3, { first: 0, step: 1 });
  return (
    <>
      {stage >= 1 && controls}
      {stage >= 2 && base}
      {stage >= 3 && events}
    </>
  );
}

function BaseLayers({ layers, mode }: { layers: MapLayers | null; mode: MapMode }) {
  if (!layers) return null;
  if (mode === 'road') return <Layer key="road" layer={layers.road} />;
  return (
    <>
      <Layer key="hybrid" layer={layers.hybrid} />
      {layers.hybridLabels && <Layer key="labels" layer={layers.hybridLabels} overlay />}
    </>
  );
}

/** An XYZ tile layer, or a WMS one when the configuration names WMS layers (docs/map.md). */
function Layer({ layer, overlay = false }: { layer: MapLayer; overlay?: boolean }) {
  if (layer.wmsLayers) {
    // The map stays usable while the layer's code arrives; the status is for screen readers and sighted people alike.
    return (
      <Suspense
        fallback={
          <p className="map-layer-loading" role="status">
            {mapTexts.layerLoading}
          </p>
        }
      >
        <WmsLayer layer={{ ...layer, wmsLayers: layer.wmsLayers }} overlay={overlay} />
      </Suspense>
    );
  }
  return <TileLayer url={layer.url} attribution={layer.attribution} maxZoom={MAX_ZOOM} zIndex={overlay ? 2 : 1} />;
}

function MapEvents({ onMapClick, onViewChange }: Pick<MapModel, 'onMapClick' | 'onViewChange'>) {
  const map = useMapEvents({
    click: (event) => {
      // React handles a click inside an info window first (the window is a portal with its own listener) and may
      // already have removed it: such a click, e.g. on the close button, is not a click on the map.
      const target = event.originalEvent.target;
      if (target instanceof Element && (!target.isConnected || target.closest('.leaflet-popup'))) return;
      onMapClick({ lat: event.latlng.lat, lng: event.latlng.lng });
    },
    moveend: () => {
      const center = map.getCenter();
      onViewChange({ center: { lat: center.lat, lng: center.lng }, zoom: map.getZoom() });
    },
  });
  return null;
}

function FlyTo({ focus }: { focus: Focus | null }) {
  const map = useMap();
  useEffect(() => {
    if (!focus) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    map.flyTo([focus.point.lat, focus.point.lng], focus.zoom ?? FOCUS_ZOOM, { animate: !reduceMotion, duration: 0.8 });
  }, [map, focus]);
  return null;
}
