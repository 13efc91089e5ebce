// The one place that names the map's tile server (spec §9 map defaults live in mapDefaults.ts).
// OpenStreetMap's standard tiles: their usage policy asks for the attribution below. Without a
// reachable tile server the map still shows the markers and the outline on a blank background.
export const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
export const TILE_MAX_ZOOM = 19;
