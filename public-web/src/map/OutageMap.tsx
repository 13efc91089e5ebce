import 'leaflet/dist/leaflet.css';
import { latLngBounds } from 'leaflet';
import { lazy, Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { loadArea } from '../i18n/i18n';
import { InfoContent } from './InfoContent';
import { chosenPlaceIcon, youAreHereIcon } from './map-icons';
import { FOCUS_ZOOM, MAP_BOUNDS, MAX_ZOOM, MIN_ZOOM } from './map-settings';
import { mapTexts } from './map-texts';
import type { LatLng, MapLayer, MapLayers, OutageItem, UserReportMapItem } from './map-types';
import type { Focus, Selection } from './selection';

// Loaded after the first paint (docs/performance.md): the events (areas, pins and clusters, the map's keyboard) at
// once, in their own chunk; a WMS layer (the hybrid map by default) only when it is shown.
// The layer's texts (clusters, keyboard help) come with its code (docs/i18n.md).
const EventLayer = lazy(() =>
  Promise.all([import('./EventLayer'), loadArea('map-layer'), loadArea('map-restoration'), loadArea('map-info')]).then(([layer]) => layer),
);
const WmsLayer = lazy(() => import('./WmsLayer'));

export type MapMode = 'road' | 'hybrid';

export interface MapView {
  center: LatLng;
  zoom: number;
}

export interface OutageMapProps {
  /** Null until the configuration has answered: no tiles are asked of a server that is about to change. */
  layers: MapLayers | null;
  mode: MapMode;
  outages: readonly OutageItem[];
  reports: readonly UserReportMapItem[];
  initialView: MapView;
  focus: Focus | null;
  located: LatLng | null;
  /** The address card's place: a pin (docs/map.md "Address card"). */
  chosen?: { point: LatLng; title: string } | null;
  /** The info window to show: the pinned one, else the hovered one. Null on narrow screens (the page shows a panel). */
  shown: { selection: Selection; pinned: boolean } | null;
  onHover: (selection: Selection | null) => void;
  onPick: (selection: Selection) => void;
  /** The pinned info window's close button. */
  onUnpin: () => void;
  /** A click on the map itself (not on an item). */
  onMapClick: (point: LatLng) => void;
  onViewChange: (view: MapView) => void;
}

const BOUNDS = latLngBounds([MAP_BOUNDS.south, MAP_BOUNDS.west], [MAP_BOUNDS.north, MAP_BOUNDS.east]);

/**
 * The public map (spec §2, §9): Leaflet through react-leaflet, the events (EventLayer: areas, pins with address
 * counts, clusters of events that would overlap), and one info window.
 */
export default function OutageMap(props: OutageMapProps) {
  const { initialView, layers, mode, outages, reports, focus, located, shown, onHover, onPick } = props;
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
      {/* Bottom right: the top corners hold the layer switch and locate-me (MapPage), clear of each other on a phone. */}
      <ZoomControl position="bottomright" zoomInTitle={mapTexts.zoomIn} zoomOutTitle={mapTexts.zoomOut} />
      <BaseLayers layers={layers} mode={mode} />
      <MapEvents onMapClick={props.onMapClick} onViewChange={props.onViewChange} />
      <FlyTo focus={focus} />
      <Suspense fallback={null}>
        <EventLayer outages={outages} reports={reports} onHover={onHover} onPick={onPick} />
      </Suspense>
      {located && (
        <Marker position={[located.lat, located.lng]} icon={youAreHereIcon()} title={mapTexts.youAreHere} alt={mapTexts.youAreHere} interactive={false} />
      )}
      {props.chosen && (
        <Marker
          position={[props.chosen.point.lat, props.chosen.point.lng]}
          icon={chosenPlaceIcon()}
          title={props.chosen.title}
          alt={props.chosen.title}
          interactive={false}
          keyboard={false}
          zIndexOffset={2000}
        />
      )}
      {/* Keyed by the pinned state too: Leaflet reads a popup's class and autoPan only when it opens. */}
      {shown && <InfoWindow key={`${shown.selection.key}-${shown.pinned}`} selection={shown.selection} pinned={shown.pinned} onClose={props.onUnpin} />}
    </MapContainer>
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

function MapEvents({ onMapClick, onViewChange }: Pick<OutageMapProps, 'onMapClick' | 'onViewChange'>) {
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

const PIN_OFFSET: [number, number] = [0, -26];
const AREA_OFFSET: [number, number] = [0, 4];
const AUTO_PAN_TOP_LEFT: [number, number] = [8, 64];

function InfoWindow({ selection, pinned, onClose }: { selection: Selection; pinned: boolean; onClose: () => void }) {
  const headingId = `info-${selection.key}`;
  // A new position array would make react-leaflet reopen the popup on every render of the map.
  const position = useMemo(() => [selection.position.lat, selection.position.lng] as [number, number], [selection]);
  // A long window (a cluster's list, a failure's details) scrolls inside the map rather than pushing its marker out of
  // view; a pinned one is moved clear of the layer switch and locate-me over the map's top.
  const maxHeight = Math.max(160, useMap().getSize().y - 140);
  return (
    <Popup
      maxHeight={maxHeight}
      autoPanPaddingTopLeft={AUTO_PAN_TOP_LEFT}
      position={position}
      closeButton={false}
      autoClose={false}
      closeOnClick={false}
      closeOnEscapeKey={false}
      autoPan={pinned}
      className={pinned ? 'map-popup map-popup--pinned' : 'map-popup map-popup--hover'}
      offset={selection.pin ? PIN_OFFSET : AREA_OFFSET}
    >
      {pinned ? (
        <PinnedBody headingId={headingId}>
          <InfoContent details={selection.details} headingId={headingId} onClose={onClose} />
        </PinnedBody>
      ) : (
        <InfoContent details={selection.details} headingId={headingId} />
      )}
    </Popup>
  );
}

function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * A pinned window takes the focus and, when it closes with the focus inside it, gives it back to where it
 * came from: the pin or cluster that opened it, else the map's keyboard stop.
 */
function PinnedBody({ headingId, children }: { headingId: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const map = useMap();
  useEffect(() => {
    const body = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Opened from the keyboard (the opener shows its focus): the focus goes back when it closes. Opened by a click, it
    // is left where the pointer put it, or the pin's preview would come back under the pointer.
    const fromKeyboard = !!opener && focusVisible(opener);
    body?.focus({ preventScroll: true });
    return () => {
      if (!fromKeyboard) return;
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected && !body?.contains(active)) return;
      const back = opener?.isConnected && opener !== document.body ? opener : map.getContainer().querySelector<HTMLElement>('.map-keys');
      back?.focus({ preventScroll: true });
    };
  }, [map]);
  return (
    <div ref={ref} className="map-popup__body" role="dialog" aria-labelledby={headingId} tabIndex={-1}>
      {children}
    </div>
  );
}
