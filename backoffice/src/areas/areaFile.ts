/** Spec §5 area upload: the extension must be geojson, in any letter case. */
export function isGeoJsonFileName(name: string): boolean {
  return /\.geojson$/i.test(name.trim());
}

/** What the file picker offers (the check above still decides). */
export const GEOJSON_ACCEPT = '.geojson,application/geo+json';
