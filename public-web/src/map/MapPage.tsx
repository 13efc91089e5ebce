import { LocateIcon } from '../components/icons';
import './map.css';
import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'wouter';
import { useNavigate, withSearch } from '../routing';
import { useDocumentTitle } from '../components/use-document-title';
import { useMediaQuery } from '../components/use-media-query';
import { PageStatus } from '../components/PageStatus';
import { NotFoundPage } from '../pages/status-pages';
import { cardLinkTexts as cardTexts, cardPath } from './card-link';
import { kindShown } from './kind-filter';
import { addReportPath, parseFocusPoint } from './map-items';
import { COARSE_POINTER_QUERY, DEFAULT_ZOOM, FOCUS_ZOOM, MAP_CENTRE, NARROW_QUERY, WIDE_QUERY } from './map-settings';
import { loadArea } from '../i18n/i18n';
import { mapTexts } from './map-texts';
import type { LatLng } from './map-types';
import { MapLegend } from './MapLegend';
import { MapModelContext, type MapModel } from './map-model';
import { initialMapState, mapClickOutcome, mapReducer, shownWindow, type MapView } from './map-state';
import { KindToggles } from './KindToggles';
import { ReportsSlider } from './ReportsSlider';
import type { Selection } from './selection';
import { useLocate } from './use-locate';
import { useMapData } from './use-map-data';
import { placeOf, useAddressCard } from './use-address-card';

// Leaflet is the heavy part: its chunk starts loading with this page's, not after the page has rendered.
const outageMapModule = import('./OutageMap');
const OutageMap = lazy(() => outageMapModule);
// Loaded when used, to keep the first load of /public within its budget (docs/performance.md): the address card
// (with its 'Powiadamiaj mnie' dialog and the account's texts) once an address is chosen, the list in list view.
const AddressStatusCard = lazy(() =>
  Promise.all([import('./AddressStatusCard'), loadArea('map-restoration'), loadArea('map-info')]).then(([m]) => ({ default: m.AddressStatusCard })),
);
const EventList = lazy(() =>
  Promise.all([import('./EventList'), loadArea('map-list'), loadArea('map-restoration'), loadArea('map-info')]).then(([m]) => ({ default: m.EventList })),
);
// The address search's code comes right after the page's (its box is drawn at once, the same size): the first load
// of /public stays within its budget.
// A phone's details panel opens on a tap, after the marker layer or the list (which bring its texts) are there.
const InfoPanel = lazy(() => Promise.all([import('./InfoPanel'), loadArea('map-info'), loadArea('map-restoration')]).then(([m]) => ({ default: m.InfoPanel })));
const AddressSearch = lazy(() => import('./AddressSearch').then((m) => ({ default: m.AddressSearch })));
// The summary bar has nothing to say before the feeds answer: its code comes meanwhile, its place is kept (CLS).
const SummaryBar = lazy(() => Promise.all([import('./SummaryBar'), loadArea('map-summary')]).then(([m]) => ({ default: m.SummaryBar })));
// `?zdarzenie=`, the open info window in the URL (docs/map.md "URL parameters").
const EventLink = lazy(() => Promise.all([import('./EventLink'), loadArea('map-restoration'), loadArea('map-info')]).then(([m]) => m));

/** The slider moves in steps; the feed is asked once the hand rests. */
const SLIDER_SETTLE_MS = 300;

/** /public and /public/{lng}/{lat} (spec §2). Anything but two numbers after /public is not a map. */
export default function MapRoute() {
  const { lng, lat } = useParams();
  const focusPoint = useMemo(() => parseFocusPoint(lng, lat), [lng, lat]);
  if ((lng !== undefined || lat !== undefined) && !focusPoint) return <NotFoundPage />;
  return <MapScreen focusPoint={focusPoint} />;
}

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function MapScreen({ focusPoint }: { focusPoint: LatLng | null }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [pathname] = useLocation();
  const listView = searchParams.get('widok') === 'lista';
  useDocumentTitle(listView ? mapTexts.list.title : mapTexts.title);
  const narrow = useMediaQuery(NARROW_QUERY);
  const coarse = useMediaQuery(COARSE_POINTER_QUERY);
  // A desktop: the map fills the window's height, the card and the list beside it (docs/map.md "Layouts").
  const wide = useMediaQuery(WIDE_QUERY);

  // The page's one state model (map-state.ts): every change below is a named action.
  const [state, dispatch] = useReducer(mapReducer, initialMapState);
  const { hours, kinds, mode, pinned, whatIsHere } = state;
  const stateRef = useRef(state);
  stateRef.current = state;

  const queryHours = useSettled(hours, SLIDER_SETTLE_MS);
  const { layers, outages, reports, reportHours, failed } = useMapData(queryHours);
  // The kinds switched on apply to the map and the list alike; all on, the feeds' own arrays go through (a 304 changes
  // nothing downstream).
  const allKinds = kinds.failures && kinds.planned && kinds.reports;
  const mapOutages = useMemo(() => (allKinds || !outages ? outages : outages.filter((item) => kindShown(item, kinds))), [outages, kinds, allKinds]);
  const mapReports = useMemo(() => (allKinds || kinds.reports || !reports ? reports : []), [reports, kinds.reports, allKinds]);

  // The address card (docs/map.md "Address card"); "Co tu jest?" makes a click on the map open it there.
  const card = useAddressCard(focusPoint, state.card, dispatch);
  const openCardAt = card.openAt; // stable (useCallback); `card` itself is new on every render

  // Where the map stands; kept across the list view so coming back shows the same place. A ref, not state: the map
  // reads it only when it is built, and nothing is redrawn for a pan.
  const viewRef = useRef<MapView>(focusPoint ? { center: focusPoint, zoom: FOCUS_ZOOM } : { center: MAP_CENTRE, zoom: DEFAULT_ZOOM });

  // A new /public/{lng}/{lat} while the map is open (e.g. the wizard's Close) moves the map there.
  const firstFocus = useRef(true);
  useEffect(() => {
    if (firstFocus.current) {
      firstFocus.current = false;
      return;
    }
    if (focusPoint) dispatch({ type: 'placeFocused', point: focusPoint });
  }, [focusPoint]);

  // A focus already shown must not replay when the map is built again after the list view.
  useEffect(() => {
    if (listView) dispatch({ type: 'listOpened' });
  }, [listView]);

  const onLocated = useCallback(
    (point: LatLng) => {
      dispatch({ type: 'located', point });
      openCardAt(point);
    },
    [openCardAt],
  );
  const { status: locateStatus, locate } = useLocate(onLocated);

  const onLinked = useCallback((selection: Selection) => dispatch({ type: 'eventLinked', selection }), []);
  const onUnpin = useCallback(() => dispatch({ type: 'infoClosed' }), []);
  const onMapClick = useCallback(
    (point: LatLng) => {
      const outcome = mapClickOutcome(stateRef.current, coarse);
      if (outcome === 'closeInfo') dispatch({ type: 'infoClosed' });
      else if (outcome === 'openCard') openCardAt(point);
      else if (outcome === 'openWizard') void navigate(addReportPath(point));
    },
    [coarse, navigate, openCardAt],
  );
  const onViewChange = useCallback((view: MapView) => {
    viewRef.current = view;
  }, []);

  useEffect(() => {
    if (!pinned) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && dispatch({ type: 'infoClosed' });
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [pinned]);

  const showOnMap = (selection: Selection) => {
    viewRef.current = { center: selection.position, zoom: FOCUS_ZOOM };
    dispatch({ type: 'eventShownOnMap', selection });
    navigate(pathname);
  };

  // 'Karta adresu' in a list row: the card of the row's address at the item's place (its own lookup by the address
  // text, as a shared link's); an item without an address gets the address nearest its place.
  const openCardFor = (address: string | null, point: LatLng) => {
    viewRef.current = { center: point, zoom: FOCUS_ZOOM };
    if (address) void navigate(cardPath({ label: address, point }));
    else card.openAt(point);
  };

  // The card opens at the top of the side panel: a panel scrolled down the list comes back up to show it.
  const side = useRef<HTMLElement>(null);
  useEffect(() => {
    if (state.card) side.current?.scrollTo?.({ top: 0 });
  }, [state.card]);

  const eventList = (compact: boolean) => (
    <EventList outages={outages} reports={reports} hours={reportHours} kinds={kinds} compact={compact} onShow={showOnMap} onOpenCard={openCardFor} />
  );
  const addressCard = state.card && (
    <Suspense fallback={<PageStatus>{cardTexts.loading}</PageStatus>}>
      <AddressStatusCard place={state.card} onClose={card.close} version={outages} />
    </Suspense>
  );

  const shown = useMemo(() => shownWindow({ pinned, hovered: state.hovered }, narrow), [pinned, state.hovered, narrow]);
  const model = useMemo<MapModel>(() => ({ state, dispatch, shown, onMapClick, onViewChange }), [state, shown, onMapClick, onViewChange]);

  return (
    <section className={`map-page${listView ? '' : ' map-page--map'}`} aria-labelledby="map-title">
      <div className="map-page__head">
        <h1 id="map-title">{listView ? mapTexts.list.title : mapTexts.title}</h1>
        <div className="map-page__actions">
          <Link className="button button--outline" to={withSearch(pathname, listView ? '' : 'widok=lista')}>
            {listView ? mapTexts.showMap : mapTexts.showList}
          </Link>
          <Link className="button button--side" to={addReportPath()}>
            {mapTexts.addReport}
          </Link>
        </div>
      </div>

      <div className="map-toolbar">
        {!listView && (
          <Suspense fallback={<SearchPlaceholder />}>
            <AddressSearch
              onFound={(point, _label, address) => {
                dispatch({ type: 'placeFocused', point });
                card.open(placeOf(address));
              }}
            />
          </Suspense>
        )}
        <ReportsSlider hours={hours} onChange={(next) => dispatch({ type: 'hoursChanged', hours: next })} />
        <KindToggles kinds={kinds} onChange={(next) => dispatch({ type: 'kindsChanged', kinds: next })} />
      </div>

      <p className={`map-status${locateStatus === 'error' ? ' map-status--error' : ''}`} role="status">
        {locateStatus === 'locating' ? mapTexts.locating : locateStatus === 'error' ? mapTexts.locateError : ''}
      </p>
      {failed && (
        <p className="form-alert" role="alert">
          {mapTexts.loadFailed}
        </p>
      )}

      <Suspense>
        <EventLink pinned={pinned} outages={outages} reports={reports} onFound={onLinked} />
      </Suspense>
      <Suspense fallback={<SummaryPlaceholder />}>
        <SummaryBar outages={mapOutages} reports={mapReports} hours={reportHours} kinds={kinds} />
      </Suspense>

      {listView ? (
        <Suspense fallback={<PageStatus />}>{eventList(false)}</Suspense>
      ) : (
        <div className="map-layout">
          <div className="map-frame">
            <div className="map-canvas" role="region" aria-label={mapTexts.mapLabel}>
              {/* Before the map: its controls come before its events in Tab order (docs/map.md "Keyboard"). */}
              <div className="map-controls">
                <div className="segmented" role="group" aria-label={mapTexts.layersLabel}>
                  <button
                    type="button"
                    className="segmented__button"
                    aria-pressed={mode === 'road'}
                    onClick={() => dispatch({ type: 'mapModeChanged', mode: 'road' })}
                  >
                    {mapTexts.roadMap}
                  </button>
                  <button
                    type="button"
                    className="segmented__button"
                    aria-pressed={mode === 'hybrid'}
                    onClick={() => dispatch({ type: 'mapModeChanged', mode: 'hybrid' })}
                  >
                    {mapTexts.hybridMap}
                  </button>
                </div>
                <button
                  type="button"
                  className="map-control-button"
                  onClick={locate}
                  disabled={locateStatus === 'locating'}
                  aria-label={mapTexts.locate}
                  title={mapTexts.locate}
                >
                  <LocateIcon />
                </button>
              </div>
              <Suspense fallback={<p className="page-status map-loading">…</p>}>
                <MapModelContext value={model}>
                  <OutageMap layers={layers} outages={mapOutages ?? []} reports={mapReports ?? []} initialView={viewRef.current} />
                </MapModelContext>
              </Suspense>
              {narrow && pinned && (
                <Suspense>
                  <InfoPanel selection={pinned} onClose={onUnpin} />
                </Suspense>
              )}
              {!wide && addressCard}
            </div>
            <MapLegend />
            {/* Under the map: the controls over it fill the top on a phone, and the legend and the card its sides. */}
            <div className="map-what-is-here">
              <button type="button" className="button button--outline" aria-pressed={whatIsHere} onClick={() => dispatch({ type: 'whatIsHereToggled' })}>
                {cardTexts.whatIsHere}
              </button>
              <p className="map-hint">
                {whatIsHere ? (coarse ? mapTexts.whatIsHereTouchHint : cardTexts.whatIsHereHint) : coarse ? mapTexts.touchHint : mapTexts.addReportHint}
              </p>
            </div>
          </div>
          {/* After the map in the page's order, drawn to its left: Tab reaches the map and what follows it before the
              list's two buttons per event (docs/accessibility.md "The side panel and the Tab order"); the address card
              takes the focus when it opens, wherever it stands. */}
          {wide && (
            <aside className="map-side" aria-label={mapTexts.list.sideTitle} ref={side}>
              {addressCard}
              <Suspense fallback={<PageStatus />}>{eventList(true)}</Suspense>
            </aside>
          )}
        </div>
      )}
    </section>
  );
}

/** The summary bar's box while its code loads: the same height, so nothing below it moves when it comes. */
function SummaryPlaceholder() {
  return (
    <div className="map-summary" aria-hidden="true">
      <ul className="map-summary__list" />
    </div>
  );
}

/** The address search's box while its code loads: the same elements and size, not yet usable. */
function SearchPlaceholder() {
  return (
    <div className="address-search" aria-hidden="true">
      <span className="map-toolbar__label">{mapTexts.searchLabel}</span>
      <div className="address-search__box">
        <input className="field__input address-search__input" disabled placeholder={mapTexts.searchPlaceholder} tabIndex={-1} />
        <span className="button button--primary address-search__button">{mapTexts.searchButton}</span>
      </div>
    </div>
  );
}
