import 'leaflet/dist/leaflet.css';
import { latLngBounds, type LeafletEventHandlerFnMap, type PathOptions } from 'leaflet';
import { lazy, memo, Suspense, useEffect, useMemo } from 'react';
import { Circle, MapContainer, Marker, Polygon, Popup, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { AREA_FILL_OPACITY, MAP_COLORS } from './icons/marker-shapes';
import { InfoContent } from './InfoContent';
import { chosenPlaceIcon, pinIcon, youAreHereIcon } from './map-icons';
import { kindOf, typeLabel } from './map-items';
import { FOCUS_ZOOM, MAP_BOUNDS, MAX_ZOOM, MIN_ZOOM, OUTAGE_CIRCLE_RADIUS_M } from './map-settings';
import { mapTexts } from './map-texts';
import type { LatLng, MapLayer, MapLayers, OutageItem, UserReportMapItem } from './map-types';
import { showOnFocus, whenActivated } from './marker-keys';

// Loaded when used (docs/performance.md): a WMS layer (the hybrid map by default) when it is shown, the clustering of
// reports (supercluster) once the feed has reports. Neither holds up the map's first paint.
const WmsLayer = lazy(() => import('./WmsLayer'));
const ReportClusters = lazy(() => import('./ReportClusters').then((m) => ({ default: m.ReportClusters })));
import { outageSelectionOf, type Focus, type Selection } from './selection';

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
 * The public map (spec §2, §9): Leaflet through react-leaflet, areas as polygons, point failures as
 * circles, outage markers with address counts, user reports in clusters, and one info window.
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
    >
      {/* Bottom right: the top corners hold the layer switch and locate-me (MapPage), clear of each other on a phone. */}
      <ZoomControl position="bottomright" zoomInTitle={mapTexts.zoomIn} zoomOutTitle={mapTexts.zoomOut} />
      <BaseLayers layers={layers} mode={mode} />
      <MapEvents onMapClick={props.onMapClick} onViewChange={props.onViewChange} />
      <FlyTo focus={focus} />
      <OutageLayers outages={outages} onHover={onHover} onPick={onPick} />
      {reports.length > 0 && (
        <Suspense fallback={null}>
          <ReportClusters reports={reports} onHover={onHover} onPick={onPick} />
        </Suspense>
      )}
      {located && <Marker position={[located.lat, located.lng]} icon={youAreHereIcon()} title={mapTexts.youAreHere} alt={mapTexts.youAreHere} interactive={false} />}
      {props.chosen && <Marker position={[props.chosen.point.lat, props.chosen.point.lng]} icon={chosenPlaceIcon()} title={props.chosen.title} alt={props.chosen.title} interactive={false} keyboard={false} zIndexOffset={2000} />}
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
      <Suspense fallback={<p className="map-layer-loading" role="status">{mapTexts.layerLoading}</p>}>
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


const pathStyle = (kind: ReturnType<typeof kindOf>): PathOptions => {
  const colour = kind ? MAP_COLORS[kind] : '#5f6b78';
  return { color: colour, fillColor: colour, weight: 2, fillOpacity: kind ? AREA_FILL_OPACITY[kind] : 0.35 };
};

/** Extensive areas first (underneath), then planned and failure areas, then their markers. */
const OutageLayers = memo(function OutageLayers({ outages, onHover, onPick }: Pick<OutageMapProps, 'outages' | 'onHover' | 'onPick'>) {
  const ordered = useMemo(() => [...outages].sort((a, b) => Number(b.type === 'EXTENSIVE') - Number(a.type === 'EXTENSIVE')), [outages]);
  return (
    <>
      {ordered.map((item) => (
        <OutageShape key={`${item.type}-${item.id}`} item={item} onHover={onHover} onPick={onPick} />
      ))}
    </>
  );
});

function OutageShape({ item, onHover, onPick }: { item: OutageItem } & Pick<OutageMapProps, 'onHover' | 'onPick'>) {
  const kind = kindOf(item.type);
  const handlers = useMemo<LeafletEventHandlerFnMap>(() => {
    const selection = outageSelectionOf(item);
    return {
      mouseover: () => onHover(selection),
      mouseout: () => onHover(null),
      click: () => onPick(selection),
      // A pin reached with Tab shows its window as hover does; Enter or Space pins it (Leaflet's markers are
      // role="button" elements but do not turn those keys into clicks).
      add: (event) => showOnFocus(event.target, () => onHover(selection), () => onHover(null)),
      keydown: (event) => whenActivated(event, () => onPick(selection)),
    };
  }, [item, onHover, onPick]);
  const ring = useMemo(() => item.area.map((point) => [point.lat, point.lng] as [number, number]), [item.area]);
  const style = pathStyle(kind);
  const title = mapTexts.markerTitle(typeLabel(item.type), item.addressesCount);
  return (
    <>
      {ring.length >= 3 && <Polygon positions={ring} pathOptions={style} bubblingMouseEvents={false} eventHandlers={handlers} />}
      {ring.length < 3 && item.outageCircle && (
        <Circle
          center={[item.position.lat, item.position.lng]}
          radius={OUTAGE_CIRCLE_RADIUS_M[item.outageCircle]}
          pathOptions={style}
          bubblingMouseEvents={false}
          eventHandlers={handlers}
        />
      )}
      {/* An extensive outage is its area (legend); every other item also has a pin with its address count. */}
      {kind !== 'extensive' && (
        <Marker
          position={[item.position.lat, item.position.lng]}
          icon={pinIcon(kind ?? 'confirmed', item.addressesCount)}
          // Above the report clusters: a confirmed failure or a planned outage matters more than a report near it.
          zIndexOffset={1000}
          title={title}
          alt={title}
          bubblingMouseEvents={false}
          eventHandlers={handlers}
        />
      )}
    </>
  );
}

const PIN_OFFSET: [number, number] = [0, -26];
const AREA_OFFSET: [number, number] = [0, 4];

function InfoWindow({ selection, pinned, onClose }: { selection: Selection; pinned: boolean; onClose: () => void }) {
  const headingId = `info-${selection.key}`;
  // A new position array would make react-leaflet reopen the popup on every render of the map.
  const position = useMemo(() => [selection.position.lat, selection.position.lng] as [number, number], [selection]);
  return (
    <Popup
      position={position}
      closeButton={false}
      autoClose={false}
      closeOnClick={false}
      closeOnEscapeKey={false}
      autoPan={pinned}
      className={pinned ? 'map-popup map-popup--pinned' : 'map-popup map-popup--hover'}
      offset={selection.pin ? PIN_OFFSET : AREA_OFFSET}
    >
      <InfoContent details={selection.details} headingId={headingId} onClose={pinned ? onClose : undefined} />
    </Popup>
  );
}
