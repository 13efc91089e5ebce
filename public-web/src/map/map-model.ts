// The map page's state model as the map reads it (OutageMap, and its stand-in in component tests). Apart from the
// reducer (map-state.ts) so that the map's chunk takes nothing of the page's code but this context: the first load of
// /public stays within its budget (docs/performance.md).
import { createContext, useContext, type Dispatch } from 'react';
import type { LatLng } from './map-types';
import type { MapAction, MapState, MapView, ShownWindow } from './map-state';

/** What the map (OutageMap, loaded later in its own chunk) reads of the page: the state, its actions, and the page's answers. */
export interface MapModel {
  state: MapState;
  dispatch: Dispatch<MapAction>;
  /** The info window to draw over the map (shownWindow). */
  shown: ShownWindow | null;
  /** A click on the map itself (not on an item): the page decides with mapClickOutcome. */
  onMapClick: (point: LatLng) => void;
  /** Where the map stands after a pan or zoom; kept by the page, not in the state: nothing redraws for it. */
  onViewChange: (view: MapView) => void;
}

export const MapModelContext = createContext<MapModel | null>(null);

export function useMapModel(): MapModel {
  const model = useContext(MapModelContext);
  if (!model) throw new Error('useMapModel outside the map page');
  return model;
}
