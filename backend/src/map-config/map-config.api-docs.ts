import { apiDocs } from '../common/api-doc';

/** Operation docs of map-config.controller.ts. */
export const MAP_CONFIG_DOCS = apiDocs({
  get: {
    summary: 'Tile layers of the public map',
    description:
      "The road map, the hybrid orthophoto and its labels (an XYZ tile URL, or a WMS address with its layers, and the attribution) from the server's configuration, so an operator can move to their own tile server without rebuilding the front end. Cacheable for 5 minutes.",
    spec: 'Public spec §2 (map screen); docs/map.md',
  },
});
