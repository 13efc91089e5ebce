// The map page's state as one model (docs/map.md "The page's state"): what the visitor has chosen (hours, kinds, the
// background), where the map is asked to fly, the info window hovered or pinned, "Co tu jest?" and the address card.
// Every change is a named action; the reducer is pure, so its transitions are tested without a page (map-state.test.ts).
// What talks to the outside world (the URL, the geocoder, the wizard's address) stays in the page and its hooks.
import type { CardPlace } from './card-link';
import { ALL_KINDS, type KindFilter } from './kind-filter';
import { FOCUS_ZOOM, REPORT_HOURS } from './map-settings';
import type { LatLng } from './map-types';
import type { Focus, Selection } from './selection';

export type MapMode = 'road' | 'hybrid';

export interface MapView {
  center: LatLng;
  zoom: number;
}

export interface MapState {
  /** The reports slider: the last this many hours. */
  hours: number;
  /** The kinds switched on, for the map and the list alike. */
  kinds: KindFilter;
  /** The background: road map or orthophoto with labels. */
  mode: MapMode;
  /** The place the map is asked to fly to, a new object for every request (the same place asked again flies again);
   * null once the map is left for the list. */
  focus: Focus | null;
  /** The visitor's position from locate-me. */
  located: LatLng | null;
  /** The info window the visitor opened (click, Enter, a list's "Pokaż na mapie", a shared link). */
  pinned: Selection | null;
  /** The info window under the pointer or the keyboard's focus. */
  hovered: Selection | null;
  /** "Co tu jest?": a click on the map opens the address card there instead of the wizard. */
  whatIsHere: boolean;
  /** The address card's place (docs/map.md "Address card"). */
  card: CardPlace | null;
}

export type MapAction =
  | { type: 'hoursChanged'; hours: number }
  | { type: 'kindsChanged'; kinds: KindFilter }
  | { type: 'mapModeChanged'; mode: MapMode }
  /** A place to fly to: a search result, a new /public/{lng}/{lat}. */
  | { type: 'placeFocused'; point: LatLng }
  /** Locate-me found the visitor: marked and flown to. */
  | { type: 'located'; point: LatLng }
  /** The list view replaces the map: a focus already shown must not replay when the map comes back. */
  | { type: 'listOpened' }
  | { type: 'eventHovered'; selection: Selection | null }
  /** A pin, cluster or area clicked (or Enter): its window is pinned, the hover preview gives way. */
  | { type: 'eventSelected'; selection: Selection }
  /** A shared link's event (`?zdarzenie=`): flown to and pinned. */
  | { type: 'eventLinked'; selection: Selection }
  /** A list row's "Pokaż na mapie": pinned on the map the page goes back to. */
  | { type: 'eventShownOnMap'; selection: Selection }
  /** The pinned window's close button, Escape, or a click on the map. */
  | { type: 'infoClosed' }
  | { type: 'whatIsHereToggled' }
  | { type: 'cardOpened'; place: CardPlace }
  /** A shared link's address found again by its text: replaces the card opened from the link, unless another was opened since. */
  | { type: 'cardFound'; from: CardPlace; place: CardPlace }
  | { type: 'cardClosed' };

export const initialMapState: MapState = {
  hours: REPORT_HOURS.default,
  kinds: ALL_KINDS,
  mode: 'road',
  focus: null,
  located: null,
  pinned: null,
  hovered: null,
  whatIsHere: false,
  card: null,
};

const focusOn = (point: LatLng): Focus => ({ point, zoom: FOCUS_ZOOM });

export function mapReducer(state: MapState, action: MapAction): MapState {
  switch (action.type) {
    case 'hoursChanged':
      return { ...state, hours: action.hours };
    case 'kindsChanged':
      return { ...state, kinds: action.kinds };
    case 'mapModeChanged':
      return { ...state, mode: action.mode };
    case 'placeFocused':
      return { ...state, focus: focusOn(action.point) };
    case 'located':
      return { ...state, located: action.point, focus: focusOn(action.point) };
    case 'listOpened':
      return state.focus ? { ...state, focus: null } : state;
    case 'eventHovered':
      return { ...state, hovered: action.selection };
    case 'eventSelected':
      return { ...state, pinned: action.selection, hovered: null };
    case 'eventLinked':
      return { ...state, focus: focusOn(action.selection.position), pinned: action.selection, hovered: null };
    case 'eventShownOnMap':
      return { ...state, pinned: action.selection };
    case 'infoClosed':
      return state.pinned ? { ...state, pinned: null } : state;
    case 'whatIsHereToggled':
      return { ...state, whatIsHere: !state.whatIsHere };
    case 'cardOpened':
      return { ...state, card: action.place };
    case 'cardFound':
      return state.card === action.from ? { ...state, card: action.place } : state;
    case 'cardClosed':
      return state.card ? { ...state, card: null } : state;
  }
}

/** The info window drawn over the map: the pinned one, else the hovered one; none on a narrow screen (a panel instead). */
export interface ShownWindow {
  selection: Selection;
  pinned: boolean;
}

export function shownWindow(state: Pick<MapState, 'pinned' | 'hovered'>, narrow: boolean): ShownWindow | null {
  if (narrow) return null;
  if (state.pinned) return { selection: state.pinned, pinned: true };
  if (state.hovered) return { selection: state.hovered, pinned: false };
  return null;
}

/**
 * What a click on the map itself does (spec §2): it closes a pinned info window; with none pinned, "Co tu jest?" opens
 * the address card there, else the wizard opens there — never on a touch screen, where a tap is for moving around.
 */
export function mapClickOutcome(state: Pick<MapState, 'pinned' | 'whatIsHere'>, coarsePointer: boolean): 'closeInfo' | 'openCard' | 'openWizard' | 'none' {
  if (state.pinned) return 'closeInfo';
  if (state.whatIsHere) return 'openCard';
  return coarsePointer ? 'none' : 'openWizard';
}
