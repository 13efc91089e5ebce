// The map's marker and area symbols as data, shared by the React icons (legend, about page) and, later,
// the map itself (Leaflet divIcons take an HTML string: see markerSvg). Spec §9 colours: planned dark
// red, confirmed failures and extensive outages bright red; user reports blue (the primary colour).

export type MapItemKind = 'userReport' | 'planned' | 'confirmed' | 'extensive';

export const MAP_COLORS: Record<MapItemKind, string> = {
  userReport: '#1565c0',
  planned: '#8e1b1b',
  confirmed: '#e53935',
  extensive: '#e53935',
};

/** Spec §9: extensive areas are filled at 0.15 opacity; other areas at 0.35. */
export const AREA_FILL_OPACITY: Record<MapItemKind, number> = { userReport: 0.35, planned: 0.35, confirmed: 0.35, extensive: 0.15 };

/** A map pin in a 24×32 box, the point at the bottom centre. */
export const PIN_PATH = 'M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z';

/** White symbols drawn inside the pin's head (centred on 12,12). */
export const GLYPHS: Record<Exclude<MapItemKind, 'extensive'>, string> = {
  // a person: someone reported it
  userReport: 'M12 5.5a2.8 2.8 0 1 1 0 5.6 2.8 2.8 0 0 1 0-5.6zM6.8 17.5c0-2.9 2.3-4.7 5.2-4.7s5.2 1.8 5.2 4.7v.5H6.8z',
  // a calendar: planned work
  planned:
    'M7 7h10a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zm0 3.5V17h10v-6.5zM8.5 5.5h1.6v3H8.5zm5.4 0h1.6v3h-1.6zM8.5 12h2.2v2H8.5zm4.8 0h2.2v2h-2.2z',
  // a lightning bolt: a confirmed failure
  confirmed: 'M13.4 4.5 7.5 13h3.9l-1 6.5 6.1-8.8h-4z',
};

/** An irregular area outline in a 32×32 box, for the extensive-outage symbol. */
export const AREA_PATH = 'M5 9.5 12.5 4l9 2.5L28 12l-1.5 9-7 6.5-9.5-1.5L4 20z';

/** The marker as an SVG string, for Leaflet's divIcon on the map. */
export function markerSvg(kind: Exclude<MapItemKind, 'extensive'>, size = 32): string {
  const width = (size * 24) / 32;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 32" width="${width}" height="${size}" aria-hidden="true"><path fill="${MAP_COLORS[kind]}" stroke="#fff" stroke-width="1.2" d="${PIN_PATH}"/><path fill="#fff" d="${GLYPHS[kind]}"/></svg>`;
}
