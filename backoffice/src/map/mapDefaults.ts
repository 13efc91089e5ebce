// Spec §9: the map opens on the capital, zoom 12; a single place is shown at the focus zoom 18;
// outlines are red at fill opacity 0.35.
export const MAP_CENTER: [number, number] = [52.232222, 21.008333];
export const MAP_ZOOM = 12;
export const MAP_FOCUS_ZOOM = 18;
export const OUTLINE_STYLE = { color: '#d32f2f', fillColor: '#d32f2f', fillOpacity: 0.35, weight: 2 } as const;
