import type { CardPlace } from './card-link';
import { ALL_KINDS } from './kind-filter';
import { FOCUS_ZOOM, REPORT_HOURS } from './map-settings';
import { initialMapState, mapClickOutcome, mapReducer, shownWindow, type MapAction, type MapState } from './map-state';
import type { Selection } from './selection';

const selection = (key: string, lat = 52.2, lng = 21): Selection => ({
  key,
  position: { lat, lng },
  pin: true,
  details: { title: key, lines: [] } as unknown as Selection['details'],
});
const place = (label: string): CardPlace => ({ label, point: { lat: 52.23, lng: 21.01 }, address: null });
const run = (actions: MapAction[], from: MapState = initialMapState) => actions.reduce(mapReducer, from);

describe('the map page state', () => {
  it('starts with every kind on, the road map, the default hours and nothing open', () => {
    expect(initialMapState).toEqual({
      hours: REPORT_HOURS.default,
      kinds: ALL_KINDS,
      mode: 'road',
      focus: null,
      located: null,
      pinned: null,
      hovered: null,
      whatIsHere: false,
      card: null,
    });
  });

  it.each<[string, MapAction, Partial<MapState>]>([
    ['hoursChanged', { type: 'hoursChanged', hours: 6 }, { hours: 6 }],
    [
      'kindsChanged',
      { type: 'kindsChanged', kinds: { failures: true, planned: false, reports: true } },
      { kinds: { failures: true, planned: false, reports: true } },
    ],
    ['mapModeChanged', { type: 'mapModeChanged', mode: 'hybrid' }, { mode: 'hybrid' }],
    ['whatIsHereToggled', { type: 'whatIsHereToggled' }, { whatIsHere: true }],
    ['cardOpened', { type: 'cardOpened', place: place('ul. Prosta 1') }, { card: place('ul. Prosta 1') }],
  ])('%s changes only its own part', (_name, action, changed) => {
    expect(mapReducer(initialMapState, action)).toEqual({ ...initialMapState, ...changed });
  });

  it('flies again to a place asked for twice: each request is a new focus', () => {
    const point = { lat: 52.1, lng: 21.1 };
    const once = run([{ type: 'placeFocused', point }]);
    const twice = mapReducer(once, { type: 'placeFocused', point });
    expect(once.focus).toEqual({ point, zoom: FOCUS_ZOOM });
    expect(twice.focus).toEqual({ point, zoom: FOCUS_ZOOM });
    expect(twice.focus).not.toBe(once.focus);
  });

  it('marks the located visitor and flies there', () => {
    const point = { lat: 52.3, lng: 20.9 };
    const state = run([{ type: 'located', point }]);
    expect(state.located).toEqual(point);
    expect(state.focus).toEqual({ point, zoom: FOCUS_ZOOM });
  });

  it('forgets a focus already shown when the list replaces the map', () => {
    const state = run([{ type: 'placeFocused', point: { lat: 52, lng: 21 } }, { type: 'listOpened' }]);
    expect(state.focus).toBeNull();
    // Nothing to forget: the same state, so the page does not redraw.
    expect(mapReducer(initialMapState, { type: 'listOpened' })).toBe(initialMapState);
  });

  it('pins a selected event and drops the hover preview', () => {
    const hovered = run([{ type: 'eventHovered', selection: selection('a') }]);
    expect(hovered.hovered?.key).toBe('a');
    const state = mapReducer(hovered, { type: 'eventSelected', selection: selection('b') });
    expect(state.pinned?.key).toBe('b');
    expect(state.hovered).toBeNull();
  });

  it("flies to a shared link's event and pins it", () => {
    const state = run([
      { type: 'eventHovered', selection: selection('a') },
      { type: 'eventLinked', selection: selection('b', 52.25, 21.05) },
    ]);
    expect(state.pinned?.key).toBe('b');
    expect(state.hovered).toBeNull();
    expect(state.focus).toEqual({ point: { lat: 52.25, lng: 21.05 }, zoom: FOCUS_ZOOM });
  });

  it('pins an event shown from the list without flying (the map is built there) and without touching the hover', () => {
    const state = run([
      { type: 'eventHovered', selection: selection('a') },
      { type: 'eventShownOnMap', selection: selection('b') },
    ]);
    expect(state.pinned?.key).toBe('b');
    expect(state.hovered?.key).toBe('a');
    expect(state.focus).toBeNull();
  });

  it('closes the pinned window, and returns the same state when none is pinned', () => {
    expect(run([{ type: 'eventSelected', selection: selection('a') }, { type: 'infoClosed' }]).pinned).toBeNull();
    expect(mapReducer(initialMapState, { type: 'infoClosed' })).toBe(initialMapState);
  });

  it("replaces a shared link's card by the address found again, unless another card was opened meanwhile", () => {
    const fromLink = place('ul. Prosta 1');
    const found = { ...place('ul. Prosta 1'), address: { street: 'ul. Prosta', streetNumber: '1', city: 'Warszawa', district: null } };
    const opened = run([{ type: 'cardOpened', place: fromLink }]);
    expect(mapReducer(opened, { type: 'cardFound', from: fromLink, place: found }).card).toBe(found);
    const other = mapReducer(opened, { type: 'cardOpened', place: place('ul. Długa 5') });
    expect(mapReducer(other, { type: 'cardFound', from: fromLink, place: found })).toBe(other);
    // Looked up with the same text but not the same card object: not replaced either.
    expect(mapReducer(opened, { type: 'cardFound', from: place('ul. Prosta 1'), place: found })).toBe(opened);
  });

  it('closes the card', () => {
    expect(run([{ type: 'cardOpened', place: place('x') }, { type: 'cardClosed' }]).card).toBeNull();
    expect(mapReducer(initialMapState, { type: 'cardClosed' })).toBe(initialMapState);
  });
});

describe('the info window over the map', () => {
  it.each([
    ['pinned and hovered, wide', { pinned: selection('p'), hovered: selection('h') }, false, { key: 'p', pinned: true }],
    ['hovered only, wide', { pinned: null, hovered: selection('h') }, false, { key: 'h', pinned: false }],
    ['nothing, wide', { pinned: null, hovered: null }, false, null],
    ['pinned, narrow (the page shows a panel)', { pinned: selection('p'), hovered: null }, true, null],
  ])('%s', (_name, state, narrow, expected) => {
    const shown = shownWindow(state, narrow);
    expect(shown && { key: shown.selection.key, pinned: shown.pinned }).toEqual(expected);
  });
});

describe('a click on the map', () => {
  it.each([
    ['closes a pinned window first', { pinned: selection('p'), whatIsHere: true }, false, 'closeInfo'],
    ['opens the card with "Co tu jest?" on', { pinned: null, whatIsHere: true }, false, 'openCard'],
    ['opens the card with "Co tu jest?" on a touch screen too', { pinned: null, whatIsHere: true }, true, 'openCard'],
    ['opens the wizard with a mouse', { pinned: null, whatIsHere: false }, false, 'openWizard'],
    ['does nothing on a touch screen', { pinned: null, whatIsHere: false }, true, 'none'],
  ])('%s', (_name, state, coarse, expected) => {
    expect(mapClickOutcome(state, coarse)).toBe(expected);
  });
});
