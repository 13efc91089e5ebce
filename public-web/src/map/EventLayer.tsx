import {
  DomUtil,
  latLngBounds,
  layerGroup,
  marker as leafletMarker,
  point,
  type LayerGroup,
  type LeafletEventHandlerFnMap,
  type Map as LeafletMap,
  type Marker,
  type PathOptions,
} from 'leaflet';
import { memo, useCallback, useEffect, useMemo, useRef, type Dispatch } from 'react';
import { Circle, Polygon, useMap } from 'react-leaflet';
import { declutter, type Cluster } from './declutter';
import { AREA_FILL_OPACITY, MAP_COLORS } from './icons/marker-shapes';
import { clusterExtent, clusterIcon, MAX_ICON_SIZE, pinExtent, pinIcon } from './map-icons';
import { isArrowKey, nearestInDirection, ARROW_STEP } from './map-keyboard';
import { clusterDetails, eventTexts, mapEvents, type MapEvent } from './map-events';
import { kindOf } from './map-items';
import { InfoWindow } from './InfoWindow';
import type { MapAction, ShownWindow } from './map-state';
import { planMarkers, type WantedMarker } from './marker-plan';
import type { OutageItem, UserReportMapItem } from './map-types';
import { outageAreaOf } from './outage-area';
import { outageSelectionOf, type Selection } from './selection';
import { useGrowingCount } from './use-growing-count';

// The map's events, loaded after the first paint (docs/performance.md): the outages' areas, the pins and clusters of
// outages and reports drawn so that no two overlap (declutter.ts), and the keyboard (docs/map.md "Keyboard").

interface EventLayerProps {
  outages: readonly OutageItem[];
  reports: readonly UserReportMapItem[];
  onHover: (selection: Selection | null) => void;
  onPick: (selection: Selection) => void;
}

/** The events report a hover and a pick to the page's state model (map-state.ts) themselves: its code loads with them. */
export default function EventLayer({
  outages,
  reports,
  shown,
  dispatch,
}: Omit<EventLayerProps, 'onHover' | 'onPick'> & { shown: ShownWindow | null; dispatch: Dispatch<MapAction> }) {
  // Stable, so that the memoised areas and markers are not made again for a hover.
  const onHover = useCallback((selection: Selection | null) => dispatch({ type: 'eventHovered', selection }), [dispatch]);
  const onPick = useCallback((selection: Selection) => dispatch({ type: 'eventSelected', selection }), [dispatch]);
  return (
    <>
      <OutageAreas outages={outages} onHover={onHover} onPick={onPick} />
      <EventMarkers outages={outages} reports={reports} onHover={onHover} onPick={onPick} />
      <MapKeyboard />
      {/* Keyed by the pinned state too: Leaflet reads a popup's class and autoPan only when it opens. */}
      {shown && (
        <InfoWindow
          key={`${shown.selection.key}-${shown.pinned}`}
          selection={shown.selection}
          pinned={shown.pinned}
          onClose={() => dispatch({ type: 'infoClosed' })}
        />
      )}
    </>
  );
}

const pathStyle = (kind: ReturnType<typeof kindOf>): PathOptions => {
  const colour = kind ? MAP_COLORS[kind] : '#5f6b78';
  return { color: colour, fillColor: colour, weight: 2, fillOpacity: kind ? AREA_FILL_OPACITY[kind] : 0.35 };
};

/** Extensive areas first (underneath), then the areas of failures and planned outages (outage-area.ts). */
const OutageAreas = memo(function OutageAreas({ outages, onHover, onPick }: Omit<EventLayerProps, 'reports'>) {
  const ordered = useMemo(() => [...outages].sort((a, b) => Number(b.type === 'EXTENSIVE') - Number(a.type === 'EXTENSIVE')), [outages]);
  const count = useGrowingCount(ordered.length, { first: AREAS_PER_SLICE, step: AREAS_PER_SLICE });
  return (
    <>
      {ordered.slice(0, count).map((item) => (
        <OutageArea key={`${item.type}-${item.id}`} item={item} onHover={onHover} onPick={onPick} />
      ))}
    </>
  );
});

/** Areas drawn per commit: each is an SVG path Leaflet measures and places, and a storm has hundreds of them. */
const AREAS_PER_SLICE = 12;

function OutageArea({ item, onHover, onPick }: { item: OutageItem } & Pick<EventLayerProps, 'onHover' | 'onPick'>) {
  const area = useMemo(() => outageAreaOf(item), [item]);
  const handlers = useMemo<LeafletEventHandlerFnMap>(() => {
    // Built when first pointed at: its texts format dates in Warsaw time, and the first such formatter loads the zone's
    // rules, a cost the map's first picture need not pay.
    let selection: Selection | null = null;
    const select = () => (selection ??= outageSelectionOf(item));
    return { mouseover: () => onHover(select()), mouseout: () => onHover(null), click: () => onPick(select()) };
  }, [item, onHover, onPick]);
  if (!area) return null;
  const style = pathStyle(kindOf(item.type));
  if (area.kind === 'polygon') return <Polygon positions={area.ring} pathOptions={style} bubblingMouseEvents={false} eventHandlers={handlers} />;
  return <Circle center={[area.center.lat, area.center.lng]} radius={area.radiusM} pathOptions={style} bubblingMouseEvents={false} eventHandlers={handlers} />;
}

/** The painted box of a pin or a cluster of these events round its anchor. */
const extentOf = (members: readonly MapEvent[]) => (members.length === 1 ? pinExtent(members[0].badge) : clusterExtent(members.length));
/** The longest run of marker additions between two chances for the browser to handle input. */
const SLICE_MS = 8;
/** Icons closer than this count as touching. */
const GAP_PX = 2;

/** The clusters of every event at one zoom, in Leaflet's world pixels (the same for any pan at that zoom). */
function clustersAt(map: LeafletMap, events: readonly MapEvent[], zoom: number): Cluster<MapEvent>[] {
  const points = events.map((event) => {
    const p = map.project([event.position.lat, event.position.lng], zoom);
    return { x: p.x, y: p.y, item: event };
  });
  return declutter(points, { extentOf, maxSize: MAX_ICON_SIZE, gap: GAP_PX });
}

/** Marks the elements the keyboard moves between. */
const EVENT_CLASS = 'map-event';

/**
 * Pins and clusters (spec §2): every event with a pin, clustered per zoom so no two icons overlap; only
 * those in view (plus a margin) become markers, recomputed when a pan or zoom ends, and markers still in view are
 * kept. Drawn with Leaflet directly rather than one React component per marker: a zoom replaces hundreds of them.
 */
const EventMarkers = memo(function EventMarkers({ outages, reports, onHover, onPick }: EventLayerProps) {
  const map = useMap();
  const events = useMemo(() => mapEvents(outages, reports), [outages, reports]);
  const handlers = useRef({ onHover, onPick });
  handlers.current = { onHover, onPick };

  // The layer and its markers outlive a feed's new answer: markers whose event is unchanged stay the same elements, so
  // a refresh during a storm (every 30–60 s) neither flickers nor takes the keyboard's focus away.
  const layer = useRef<LayerGroup | null>(null);
  const shownRef = useRef(new Map<string, Marker>());
  useEffect(() => {
    const group = layerGroup().addTo(map);
    layer.current = group;
    return () => {
      group.remove();
      layer.current = null;
      shownRef.current = new Map();
    };
  }, [map]);

  useEffect(() => {
    const group = layer.current!;
    const byZoom = new Map<number, Cluster<MapEvent>[]>();

    const openCluster = (members: readonly MapEvent[]) => {
      const zoom = map.getZoom();
      if (zoom >= map.getMaxZoom()) {
        const centre = latLngBounds(members.map((m) => [m.position.lat, m.position.lng] as [number, number])).getCenter();
        handlers.current.onPick({
          key: `cluster-${members[0].key}-${members.length}`,
          position: { lat: centre.lat, lng: centre.lng },
          pin: true,
          details: clusterDetails(members),
        });
        return;
      }
      // Far enough in to show the members apart, and at least one step.
      const bounds = latLngBounds(members.map((m) => [m.position.lat, m.position.lng] as [number, number]));
      const target = Math.min(map.getMaxZoom(), Math.max(zoom + 1, map.getBoundsZoom(bounds, false, point(MAX_ICON_SIZE * 2, MAX_ICON_SIZE * 2))));
      const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      map.flyTo(bounds.getCenter(), target, { animate: !reduceMotion, duration: 0.6 });
    };

    // Makes the Leaflet marker of a pin or cluster the plan wants (marker-plan.ts), with its pointer and keyboard wiring.
    const makeMarker = (wanted: WantedMarker): Marker => {
      const latLng = wanted.position;
      if (wanted.kind === 'pin') {
        const { event } = wanted;
        let selection: Selection | null = null;
        const select = () => (selection ??= event.selection());
        const marker = leafletMarker(latLng, {
          icon: pinIcon(event.pin, event.badge),
          keyboard: false,
          title: event.label,
          bubblingMouseEvents: false,
          zIndexOffset: event.mix === 'userReport' ? 0 : 1000,
        });
        marker.on('mouseover', () => handlers.current.onHover(select()));
        marker.on('mouseout', () => handlers.current.onHover(null));
        marker.on('click', () => handlers.current.onPick(select()));
        marker.on('add', () => {
          const element = marker.getElement()!;
          keyboardTarget(element, event.label, () => handlers.current.onPick(select()));
          // A pin reached by keyboard shows its window as hover does (a click's focus is followed by its pinning).
          element.addEventListener('focus', () => handlers.current.onHover(select()));
          element.addEventListener('blur', () => handlers.current.onHover(null));
        });
        return marker;
      }
      const { members, mix, label } = wanted;
      const marker = leafletMarker(latLng, {
        icon: clusterIcon(mix),
        keyboard: false,
        title: label,
        bubblingMouseEvents: false,
        zIndexOffset: mix.userReport === members.length ? 0 : 1000,
      });
      marker.on('click', () => openCluster(members));
      marker.on('add', () => keyboardTarget(marker.getElement()!, label, () => openCluster(members)));
      return marker;
    };

    // New markers are added in slices of a few milliseconds with the browser free in between: a storm's first picture is
    // hundreds of elements, and one long task would block a tap meanwhile (Total Blocking Time, docs/performance.md
    // "Web vitals"). A new draw (pan, zoom, fresh feed) drops what the previous one had not added yet.
    let slice: number | undefined;
    const draw = () => {
      window.clearTimeout(slice);
      const zoom = Math.round(map.getZoom());
      let clusters = byZoom.get(zoom);
      if (!clusters) byZoom.set(zoom, (clusters = clustersAt(map, events, zoom)));
      const padded = map.getBounds().pad(0.1);
      const shown = shownRef.current;
      const container = map.getContainer();
      const focused =
        document.activeElement instanceof HTMLElement && container.contains(document.activeElement) && document.activeElement.classList.contains(EVENT_CLASS)
          ? document.activeElement
          : null;
      const focusedAt = focused ? focused.getBoundingClientRect() : null;
      // What to keep, add and remove is decided without Leaflet (marker-plan.ts); this only applies it.
      const plan = planMarkers(shown.keys(), clusters, {
        zoom,
        maxZoom: map.getMaxZoom(),
        positionOf: (cluster) => map.unproject(point(cluster.x, cluster.y), zoom),
        inView: (position) => padded.contains(position),
      });
      const next = new Map<string, Marker>();
      for (const key of plan.keep) next.set(key, shown.get(key)!);
      for (const key of plan.remove) group.removeLayer(shown.get(key)!);
      shownRef.current = next;
      const toAdd = plan.add;
      let done = 0;
      const addSlice = () => {
        const until = performance.now() + SLICE_MS;
        while (done < toAdd.length && (done === 0 || performance.now() < until)) {
          const wanted = toAdd[done++];
          next.set(wanted.key, makeMarker(wanted).addTo(group));
        }
        if (done < toAdd.length) {
          slice = window.setTimeout(addSlice, 0);
          return;
        }
        // The focused pin or cluster was replaced (a cluster opened by Enter, a zoom): the focus goes to what now stands
        // nearest where it was, so the keyboard carries on from there.
        if (focused && !focused.isConnected && focusedAt)
          focusNearest(container, { x: focusedAt.left + focusedAt.width / 2, y: focusedAt.top + focusedAt.height / 2 });
      };
      // The first slice comes in a task of its own too: working out the zoom's clusters is a slice's worth already.
      slice = window.setTimeout(addSlice, 0);
    };

    draw();
    map.on('moveend', draw);
    return () => {
      window.clearTimeout(slice);
      map.off('moveend', draw);
    };
  }, [map, events]);

  return null;
});

/** A marker the keyboard reaches by the arrows only (tabindex -1: the map is one Tab stop), named, with Enter/Space. */
function keyboardTarget(element: HTMLElement, label: string, activate: () => void) {
  element.classList.add(EVENT_CLASS);
  element.tabIndex = -1;
  element.setAttribute('role', 'button');
  element.setAttribute('aria-label', label);
  element.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    event.stopPropagation();
    activate();
  });
  // Leaflet turns an Enter keypress on a marker into a click: that would open it a second time.
  element.addEventListener('keypress', (event) => event.stopPropagation());
}

const centreOf = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });

/** The pins and clusters wholly or partly in the map's view, with their centres on screen. */
function eventsInView(container: HTMLElement) {
  const frame = container.getBoundingClientRect();
  return [...container.querySelectorAll<HTMLElement>(`.${EVENT_CLASS}`)]
    .map((element) => ({ element, rect: element.getBoundingClientRect() }))
    .filter(({ rect }) => rect.right > frame.left && rect.left < frame.right && rect.bottom > frame.top && rect.top < frame.bottom)
    .map(({ element, rect }) => ({ element, ...centreOf(rect) }));
}

function focusNearest(container: HTMLElement, point: { x: number; y: number }) {
  const candidates = eventsInView(container);
  let best: HTMLElement | null = null;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = Math.hypot(c.x - point.x, c.y - point.y);
    if (d < bestDistance) [best, bestDistance] = [c.element, d];
  }
  (best ?? container.querySelector<HTMLElement>('.map-keys'))?.focus({ preventScroll: true });
}

/**
 * The map's keyboard: one Tab stop after the map's own controls; arrows move to the nearest event that way
 * (or pan the map when none is in view that way), + and − zoom, Enter opens, Escape leaves a pin for the map.
 * Leaflet's own keyboard handler is off (OutageMap): it pans on every arrow, which would fight the moves.
 */
function MapKeyboard() {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    // Leaflet's controls speak Polish (the zoom buttons' names are set in OutageMap).
    map.attributionControl?.setPrefix(`<a href="https://leafletjs.com" title="${eventTexts.leafletTitle}" lang="en">Leaflet</a>`);
    // The controls (zoom, attribution) first in Tab order, then the map's stop: they come after the panes in Leaflet.
    const controls = container.querySelector('.leaflet-control-container');
    if (controls) container.insertBefore(controls, container.firstChild);
    const stop = DomUtil.create('div', 'map-keys');
    stop.tabIndex = 0;
    stop.setAttribute('role', 'application');
    stop.setAttribute('aria-roledescription', eventTexts.keyboard.role);
    stop.setAttribute('aria-label', eventTexts.keyboard.label);
    const hint = DomUtil.create('p', 'map-keys__hint', stop);
    hint.id = 'map-keys-hint';
    hint.textContent = eventTexts.keyboard.hint;
    stop.setAttribute('aria-describedby', hint.id);
    container.insertBefore(stop, controls ? controls.nextSibling : container.firstChild);

    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      const onEvent = target.classList.contains(EVENT_CLASS);
      if (target !== stop && !onEvent) return;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (isArrowKey(event.key)) {
        event.preventDefault();
        const frame = container.getBoundingClientRect();
        const from = onEvent ? centreOf(target.getBoundingClientRect()) : centreOf(frame);
        const candidates = eventsInView(container).filter((c) => c.element !== target);
        const next = nearestInDirection(from, candidates, event.key);
        if (next >= 0) candidates[next].element.focus({ preventScroll: true });
        else {
          // Nothing that way in view: the map moves a third of its size that way.
          const step = ARROW_STEP[event.key];
          map.panBy([(step.x * frame.width) / 3, (step.y * frame.height) / 3]);
        }
      } else if (event.key === '+' || event.key === '=') {
        event.preventDefault();
        map.zoomIn();
      } else if (event.key === '-') {
        event.preventDefault();
        map.zoomOut();
      } else if (event.key === 'Escape' && onEvent && !document.querySelector('.map-popup--pinned')) {
        stop.focus({ preventScroll: true });
      } else if (event.key === 'Tab' && onEvent) {
        // Leaving the map from an event: from the stop, so Tab goes on past the map and Shift+Tab back to its controls.
        stop.focus({ preventScroll: true });
      }
    };
    container.addEventListener('keydown', onKey);
    return () => {
      container.removeEventListener('keydown', onKey);
      stop.remove();
    };
  }, [map]);
  return null;
}
