import type { BBox } from '@portal/domain';
import { booleanPointInPolygon, point } from '@turf/turf';
import { hasLoneSurrogate } from '../common/text-encoding';
import { ringsSelfIntersect } from './segment-sweep';

/** RFC 7946 positions are [lng, lat]; extra members (altitude) are allowed and ignored. */
export type Position = number[];
export type AreaGeometry = { type: 'Polygon'; coordinates: Position[][] } | { type: 'MultiPolygon'; coordinates: Position[][][] };

export type { BBox } from '@portal/domain';

/** One area read from an uploaded file, checked and ready to store. */
export interface ParsedArea {
  name: string;
  description: string | null;
  geometry: AreaGeometry;
  bbox: BBox;
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** The spec's shape: one element per polygon; the first one holds the main outline (public spec §3 Area). */
export interface AreaPolygonShape {
  outerRing: LatLng[];
  innerRings: LatLng[][];
}

export const AREA_LIMITS = {
  fileBytes: 5 * 1024 * 1024,
  /** The whole file, and one ring: checked before any geometry work (docs/areas.md "Limits"). */
  vertices: 100_000,
  ringVertices: 50_000,
  name: 100,
  description: 500,
} as const;

export const AREA_MESSAGES = {
  notFound: 'Nie znaleziono obszaru',
  outside: 'Punkt poza obszarem działania',
  noFile: 'Nie przesłano pliku',
  wrongType: 'Akceptowane są wyłącznie pliki geoJSON',
  tooLarge: `Plik jest za duży (najwyżej ${AREA_LIMITS.fileBytes / 1024 / 1024} MB)`,
  notJson: 'Plik nie jest poprawnym plikiem JSON',
  notUtf8: 'Plik nie jest zapisany w kodowaniu UTF-8',
  notGeoJson: 'Plik nie jest plikiem GeoJSON: oczekiwano obiektu FeatureCollection lub Feature',
  crs: 'Dozwolony jest wyłącznie układ współrzędnych WGS 84 (długość i szerokość geograficzna, RFC 7946)',
  empty: 'Plik nie zawiera żadnego obiektu',
  tooManyVertices: `Plik ma zbyt wiele wierzchołków (najwyżej ${AREA_LIMITS.vertices.toLocaleString('pl-PL').replace(/\s/g, ' ')})`,
  notFeature: 'nie jest obiektem Feature',
  geometryType: 'geometria musi być typu Polygon lub MultiPolygon',
  badCoordinates: 'niepoprawne współrzędne',
  outOfRange: 'współrzędne poza zakresem WGS 84 (długość od −180 do 180, szerokość od −90 do 90)',
  tooManyRingVertices: `pierścień ma zbyt wiele wierzchołków (najwyżej ${AREA_LIMITS.ringVertices.toLocaleString('pl-PL').replace(/\s/g, ' ')})`,
  nulCharacter: 'nazwa lub opis zawiera niedozwolony znak (NUL)',
  loneSurrogate: 'nazwa lub opis zawiera nieprawidłowo zakodowany znak (niesparowany surogat UTF-16)',
  tooFewPositions: 'pierścień ma mniej niż 4 punkty',
  notClosed: 'pierścień nie jest zamknięty',
  selfIntersecting: 'wielokąt przecina sam siebie',
  noName: 'brak nazwy (properties.name)',
  nameTooLong: `nazwa jest dłuższa niż ${AREA_LIMITS.name} znaków`,
  descriptionNotText: 'opis (properties.description) musi być tekstem',
  descriptionTooLong: `opis jest dłuższy niż ${AREA_LIMITS.description} znaków`,
  tooComplex: 'Plik jest zbyt złożony, by sprawdzić go w dozwolonym czasie i pamięci: uprość kształty lub podziel plik',
  duplicateName: (name: string) => `nazwa „${name}” powtarza się w pliku`,
} as const;

/** A refused file; the message says what is wrong and where, in Polish. */
export class AreaFileError extends Error {}

const at = (index: number, message: string) => new AreaFileError(`Obiekt nr ${index + 1}: ${message}`);

/** The names GeoJSON (2008) used for WGS 84 lng/lat; anything else is a projected or swapped system. */
const WGS84_NAMES = new Set(['urn:ogc:def:crs:ogc:1.3:crs84', 'urn:ogc:def:crs:epsg::4326', 'epsg:4326', 'crs84']);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function checkCrs(crs: unknown): void {
  if (crs === undefined || crs === null) return;
  const name = isObject(crs) && isObject(crs.properties) ? crs.properties.name : undefined;
  if (typeof name !== 'string' || !WGS84_NAMES.has(name.trim().toLowerCase())) throw new AreaFileError(AREA_MESSAGES.crs);
}

/**
 * Reads an uploaded .geojson file (docs/areas.md): a FeatureCollection or a single Feature of Polygon or
 * MultiPolygon geometries in WGS 84. Refuses the whole file at the first problem.
 */
/** Drops a leading BOM, as the reader did before. */
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

export function parseAreaFile(content: Buffer | string): ParsedArea[] {
  let text: string;
  try {
    // Fatal: bytes that are not UTF-8 would otherwise become U+FFFD in the names people read.
    text = typeof content === 'string' ? content : STRICT_UTF8.decode(content);
  } catch {
    throw new AreaFileError(AREA_MESSAGES.notUtf8);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AreaFileError(AREA_MESSAGES.notJson);
  }
  if (!isObject(json) || (json.type !== 'FeatureCollection' && json.type !== 'Feature')) throw new AreaFileError(AREA_MESSAGES.notGeoJson);
  checkCrs(json.crs);
  let features: unknown[];
  if (json.type === 'Feature') features = [json];
  else if (Array.isArray(json.features)) features = json.features;
  else throw new AreaFileError(AREA_MESSAGES.notGeoJson);
  if (!features.length) throw new AreaFileError(AREA_MESSAGES.empty);

  // Structure and size first, so a huge file is refused before the costly self-intersection check.
  let vertices = 0;
  const checked = features.map((feature, index) => {
    const area = readFeature(feature, index);
    vertices += countVertices(area.geometry);
    if (vertices > AREA_LIMITS.vertices) throw new AreaFileError(AREA_MESSAGES.tooManyVertices);
    return area;
  });
  const names = new Set<string>();
  checked.forEach((area, index) => {
    if (names.has(area.name)) throw at(index, AREA_MESSAGES.duplicateName(area.name));
    names.add(area.name);
    if (selfIntersects(area.geometry)) throw at(index, AREA_MESSAGES.selfIntersecting);
  });
  return checked;
}

function readFeature(feature: unknown, index: number): ParsedArea {
  if (!isObject(feature) || feature.type !== 'Feature') throw at(index, AREA_MESSAGES.notFeature);
  checkCrs(feature.crs);
  const geometry = feature.geometry;
  if (!isObject(geometry) || (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon')) throw at(index, AREA_MESSAGES.geometryType);
  checkCrs(geometry.crs);
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  if (!Array.isArray(polygons) || !polygons.length) throw at(index, AREA_MESSAGES.badCoordinates);
  const clean: Position[][][] = polygons.map((rings) => readPolygon(rings, index));

  const properties = isObject(feature.properties) ? feature.properties : {};
  const name = typeof properties.name === 'string' ? properties.name.trim() : typeof properties.name === 'number' ? String(properties.name) : '';
  if (!name) throw at(index, AREA_MESSAGES.noName);
  // PostgreSQL cannot store U+0000 in text ("invalid byte sequence 0x00" would be a 500).
  if (name.includes('\u0000') || (typeof properties.description === 'string' && properties.description.includes('\u0000')))
    throw at(index, AREA_MESSAGES.nulCharacter);
  // A JSON escape `\ud800` is half a character: the database driver would store U+FFFD.
  if (hasLoneSurrogate(name) || (typeof properties.description === 'string' && hasLoneSurrogate(properties.description)))
    throw at(index, AREA_MESSAGES.loneSurrogate);
  if (name.length > AREA_LIMITS.name) throw at(index, AREA_MESSAGES.nameTooLong);
  const rawDescription = properties.description;
  if (rawDescription !== undefined && rawDescription !== null && typeof rawDescription !== 'string') throw at(index, AREA_MESSAGES.descriptionNotText);
  const description = typeof rawDescription === 'string' && rawDescription.trim() ? rawDescription.trim() : null;
  if (description && description.length > AREA_LIMITS.description) throw at(index, AREA_MESSAGES.descriptionTooLong);

  const areaGeometry: AreaGeometry = geometry.type === 'Polygon' ? { type: 'Polygon', coordinates: clean[0] } : { type: 'MultiPolygon', coordinates: clean };
  return { name, description, geometry: areaGeometry, bbox: bboxOf(areaGeometry) };
}

function readPolygon(rings: unknown, index: number): Position[][] {
  if (!Array.isArray(rings) || !rings.length) throw at(index, AREA_MESSAGES.badCoordinates);
  return rings.map((ring) => {
    if (!Array.isArray(ring)) throw at(index, AREA_MESSAGES.badCoordinates);
    if (ring.length > AREA_LIMITS.ringVertices) throw at(index, AREA_MESSAGES.tooManyRingVertices);
    const positions = ring.map((p: unknown) => {
      if (!Array.isArray(p) || p.length < 2 || !p.every((n) => typeof n === 'number' && Number.isFinite(n))) throw at(index, AREA_MESSAGES.badCoordinates);
      const [lng, lat] = p as number[];
      if (lng < -180 || lng > 180 || lat < -90 || lat > 90) throw at(index, AREA_MESSAGES.outOfRange);
      return [lng, lat];
    });
    if (positions.length < 4) throw at(index, AREA_MESSAGES.tooFewPositions);
    const first = positions[0];
    const last = positions[positions.length - 1];
    if (first[0] !== last[0] || first[1] !== last[1]) throw at(index, AREA_MESSAGES.notClosed);
    return positions;
  });
}

function polygonsOf(geometry: AreaGeometry): Position[][][] {
  return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
}

export function countVertices(geometry: AreaGeometry): number {
  return polygonsOf(geometry).reduce((sum, rings) => sum + rings.reduce((s, ring) => s + ring.length, 0), 0);
}

/**
 * Whether two non-adjacent edges of one polygon (its rings together; separate polygons may touch) meet:
 * a sweep line, O(n log n) (segment-sweep.ts; docs/areas.md).
 */
export function selfIntersects(geometry: AreaGeometry): boolean {
  return polygonsOf(geometry).some((rings) => ringsSelfIntersect(rings));
}

export function bboxOf(geometry: AreaGeometry): BBox {
  const box = { minLng: Infinity, minLat: Infinity, maxLng: -Infinity, maxLat: -Infinity };
  for (const rings of polygonsOf(geometry)) {
    for (const [lng, lat] of rings[0]) {
      box.minLng = Math.min(box.minLng, lng);
      box.maxLng = Math.max(box.maxLng, lng);
      box.minLat = Math.min(box.minLat, lat);
      box.maxLat = Math.max(box.maxLat, lat);
    }
  }
  return box;
}

const toLatLng = ([lng, lat]: Position): LatLng => ({ lat, lng });

/** GeoJSON [lng, lat] rings → the spec's {lat, lng} shape, one element per polygon. */
export function toShape(geometry: AreaGeometry): AreaPolygonShape[] {
  return polygonsOf(geometry).map(([outer, ...inner]) => ({ outerRing: outer.map(toLatLng), innerRings: inner.map((ring) => ring.map(toLatLng)) }));
}

export function inBBox(box: BBox, { lat, lng }: LatLng): boolean {
  return lng >= box.minLng && lng <= box.maxLng && lat >= box.minLat && lat <= box.maxLat;
}

/** Inside an outer ring and not inside one of its holes; a point on the boundary counts as inside. */
export function containsPoint(geometry: AreaGeometry, where: LatLng): boolean {
  return booleanPointInPolygon(point([where.lng, where.lat]), geometry);
}
