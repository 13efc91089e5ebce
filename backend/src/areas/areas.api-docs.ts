import { apiDocs } from '../common/api-doc';

const AREA =
  'Each area has its id, name, description and shape: polygons with an outer ring and holes, points as `{ lat, lng }`. Answered from an in-memory copy refreshed after every upload and each minute.';

/** Operation docs of AreasController (staff). */
export const AREA_DOCS = apiDocs({
  findAll: {
    summary: 'Lists the service areas (staff)',
    description: `Every service area, for the staff maps and the areas screen. ${AREA}`,
    spec: 'Staff spec §2.7, §7 (GET /api/area/get/all)',
  },
  get: {
    summary: 'Reads one service area',
    description: AREA,
    spec: 'Staff spec §2.7, §7 (GET /api/area/get/{id})',
  },
  upload: {
    summary: 'Uploads service areas from a GeoJSON file',
    description:
      'Multipart field `file`: a .geojson FeatureCollection of Polygon/MultiPolygon features with a `name` property, at most 5 MB. Areas are matched by name: an existing name gets the new outline, a new name is added, areas missing from the file stay. One transaction: an invalid file (not GeoJSON, a self-intersecting ring, no name) stores nothing and answers 400 with `errors.file`. Answers how many were added and replaced, and the uploaded areas.',
    spec: 'Staff spec §2.7, §7 (POST /api/area/upload); docs/areas.md',
  },
});

/** Operation docs of PublicAreasController. */
export const PUBLIC_AREA_DOCS = apiDocs({
  findAll: {
    summary: 'Lists the service areas (public)',
    description: `The outlines the public map draws; staff pages use it too. ${AREA}`,
    spec: 'Public spec §7 (GET /public/api/area/get/all)',
  },
  byCoordinates: {
    summary: 'Names the service area containing a point',
    description:
      '`{ lat, lng }` → `{ id, name }` of the area the point lies in. 404 outside every area: the report wizard then tells the person the address is served by another operator.',
    spec: 'Public spec §5, §7 (POST /public/api/area/get/by-coordinates)',
  },
});
