import { kinks, polygon as turfPolygon } from '@turf/turf';
import { AREA_LIMITS, AREA_MESSAGES, AreaFileError, containsPoint, parseAreaFile, selfIntersects, toShape, type AreaGeometry } from './area-geometry';

const square = (x: number, y: number, size = 1) => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
];
const feature = (geometry: unknown, properties: unknown = { name: 'Obszar' }) => ({ type: 'Feature', properties, geometry });
const collection = (...features: unknown[]) => ({ type: 'FeatureCollection', features });
const polygon = (...rings: number[][][]) => ({ type: 'Polygon', coordinates: rings });
const json = (value: unknown) => JSON.stringify(value);

/** A ring of n+1 positions on a circle: closed and simple. */
const circle = (n: number) => {
  const ring = Array.from({ length: n }, (_, i) => [21 + 0.1 * Math.cos((2 * Math.PI * i) / n), 52 + 0.1 * Math.sin((2 * Math.PI * i) / n)]);
  return [...ring, ring[0]];
};

describe('parseAreaFile', () => {
  const accepted: Array<[string, string, Array<{ name: string; type: string }>]> = [
    [
      'a FeatureCollection',
      json(collection(feature(polygon(square(20, 52)), { name: 'A', description: 'opis' }), feature(polygon(square(22, 52)), { name: 'B' }))),
      [
        { name: 'A', type: 'Polygon' },
        { name: 'B', type: 'Polygon' },
      ],
    ],
    ['a single Feature', json(feature(polygon(square(20, 52)), { name: ' Jeden ' })), [{ name: 'Jeden', type: 'Polygon' }]],
    ['a MultiPolygon', json(feature({ type: 'MultiPolygon', coordinates: [[square(20, 52)], [square(22, 52)]] })), [{ name: 'Obszar', type: 'MultiPolygon' }]],
    [
      'a WGS 84 crs',
      json({ ...collection(feature(polygon(square(20, 52)))), crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:OGC:1.3:CRS84' } } }),
      [{ name: 'Obszar', type: 'Polygon' }],
    ],
    ['a byte-order mark', '\uFEFF' + json(feature(polygon(square(20, 52)))), [{ name: 'Obszar', type: 'Polygon' }]],
  ];
  it.each(accepted)('accepts %s', (_label, text, expected) => {
    const areas = parseAreaFile(Buffer.from(text, 'utf8'));
    expect(areas.map((a) => ({ name: a.name, type: a.geometry.type }))).toEqual(expected);
  });

  it('keeps the description and computes the bounding box', () => {
    const [area] = parseAreaFile(json(feature(polygon(square(20, 52, 2)), { name: 'A', description: ' Opis ' })));
    expect(area.description).toBe('Opis');
    expect(area.bbox).toEqual({ minLng: 20, minLat: 52, maxLng: 22, maxLat: 54 });
  });

  const bowTie = [
    [20, 52],
    [21, 53],
    [21, 52],
    [20, 53],
    [20, 52],
  ];
  const tooMany = { type: 'MultiPolygon', coordinates: [0, 1, 2].map(() => [circle(AREA_LIMITS.vertices / 3)]) };
  const refused: Array<[string, string, string]> = [
    ['not JSON', '{"type": "Feature",', AREA_MESSAGES.notJson],
    ['JSON that is not GeoJSON', json({ areas: [] }), AREA_MESSAGES.notGeoJson],
    ['a bare geometry', json(polygon(square(20, 52))), AREA_MESSAGES.notGeoJson],
    ['an empty collection', json(collection()), AREA_MESSAGES.empty],
    [
      'a Point geometry',
      json(collection(feature(polygon(square(20, 52))), feature({ type: 'Point', coordinates: [21, 52] }))),
      `Obiekt nr 2: ${AREA_MESSAGES.geometryType}`,
    ],
    [
      'an unclosed ring',
      json(
        collection(
          feature(polygon(square(20, 52))),
          feature(polygon(square(20, 52))),
          feature(
            polygon(
              square(20, 52)
                .slice(0, 4)
                .concat([[20.5, 52]]),
            ),
          ),
        ),
      ),
      `Obiekt nr 3: ${AREA_MESSAGES.notClosed}`,
    ],
    [
      'a ring of three positions',
      json(
        feature(
          polygon([
            [20, 52],
            [21, 52],
            [20, 52],
          ]),
        ),
      ),
      `Obiekt nr 1: ${AREA_MESSAGES.tooFewPositions}`,
    ],
    ['a self-intersecting bow-tie', json(feature(polygon(bowTie))), `Obiekt nr 1: ${AREA_MESSAGES.selfIntersecting}`],
    ['a hole crossing its outline', json(feature(polygon(square(20, 52, 2), square(21, 53, 2)))), `Obiekt nr 1: ${AREA_MESSAGES.selfIntersecting}`],
    ['too many vertices', json(feature(tooMany)), AREA_MESSAGES.tooManyVertices],
    ['a ring over the ring budget', json(feature(polygon(circle(AREA_LIMITS.ringVertices)))), `Obiekt nr 1: ${AREA_MESSAGES.tooManyRingVertices}`],
    ['a NUL character in the name', json(feature(polygon(square(20, 52)), { name: 'Obszar\u0000' })), `Obiekt nr 1: ${AREA_MESSAGES.nulCharacter}`],
    [
      'a NUL character in the description',
      json(feature(polygon(square(20, 52)), { name: 'A', description: 'x\u0000' })),
      `Obiekt nr 1: ${AREA_MESSAGES.nulCharacter}`,
    ],
    ['a lone surrogate in the name', json(feature(polygon(square(20, 52)), { name: 'Obszar \ud800' })), `Obiekt nr 1: ${AREA_MESSAGES.loneSurrogate}`],
    [
      'a lone surrogate in the description',
      json(feature(polygon(square(20, 52)), { name: 'A', description: 'x\udc00' })),
      `Obiekt nr 1: ${AREA_MESSAGES.loneSurrogate}`,
    ],
    ['no name', json(feature(polygon(square(20, 52)), { description: 'bez nazwy' })), `Obiekt nr 1: ${AREA_MESSAGES.noName}`],
    ['no properties', json(feature(polygon(square(20, 52)), null)), `Obiekt nr 1: ${AREA_MESSAGES.noName}`],
    ['a name over 100 characters', json(feature(polygon(square(20, 52)), { name: 'x'.repeat(101) })), `Obiekt nr 1: ${AREA_MESSAGES.nameTooLong}`],
    [
      'a description over 500 characters',
      json(feature(polygon(square(20, 52)), { name: 'A', description: 'x'.repeat(501) })),
      `Obiekt nr 1: ${AREA_MESSAGES.descriptionTooLong}`,
    ],
    [
      'a name twice',
      json(collection(feature(polygon(square(20, 52))), feature(polygon(square(22, 52))))),
      `Obiekt nr 2: ${AREA_MESSAGES.duplicateName('Obszar')}`,
    ],
    ['a projected crs', json({ ...collection(feature(polygon(square(20, 52)))), crs: { type: 'name', properties: { name: 'EPSG:2180' } } }), AREA_MESSAGES.crs],
    ['a crs on the geometry', json(feature({ ...polygon(square(20, 52)), crs: { type: 'name', properties: { name: 'EPSG:2178' } } })), AREA_MESSAGES.crs],
    ['a longitude over 180', json(feature(polygon(square(179.5, 52)))), `Obiekt nr 1: ${AREA_MESSAGES.outOfRange}`],
    ['a latitude under -90', json(feature(polygon(square(20, -90.5)))), `Obiekt nr 1: ${AREA_MESSAGES.outOfRange}`],
    [
      'text coordinates',
      json(
        feature(
          polygon([
            ['20', '52'],
            [21, 52],
            [21, 53],
            ['20', '52'],
          ] as never),
        ),
      ),
      `Obiekt nr 1: ${AREA_MESSAGES.badCoordinates}`,
    ],
  ];
  it.each(refused)('refuses %s', (_label, text, message) => {
    expect(() => parseAreaFile(Buffer.from(text))).toThrow(new AreaFileError(message));
  });

  it('refuses a file whose bytes are not UTF-8 instead of reading U+FFFD into a name', () => {
    const [before, after] = json(feature(polygon(square(20, 52)), { name: '@' })).split('@');
    const bytes = Buffer.concat([Buffer.from(`${before}Obszar `), Buffer.from([0xff]), Buffer.from(after)]);
    expect(() => parseAreaFile(bytes)).toThrow(new AreaFileError(AREA_MESSAGES.notUtf8));
    expect(parseAreaFile(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${before}Obszar${after}`)]))[0].name).toBe('Obszar');
  });
});

describe('selfIntersects', () => {
  it('agrees with turf kinks on random rings', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let run = 0; run < 300; run++) {
      const n = 3 + Math.floor(random() * 8);
      const ring = Array.from({ length: n }, () => [20 + random(), 52 + random()]);
      ring.push(ring[0]);
      const rings = random() < 0.3 ? [ring, square(20.4, 52.4, 0.2)] : [ring];
      expect(selfIntersects({ type: 'Polygon', coordinates: rings })).toBe(kinks(turfPolygon(rings)).features.length > 0);
    }
  });

  it('checks a ring at the vertex limit quickly (turf kinks would take minutes)', () => {
    const started = Date.now();
    expect(selfIntersects({ type: 'Polygon', coordinates: [circle(AREA_LIMITS.vertices - 1)] })).toBe(false);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('toShape', () => {
  it('maps a polygon to one element with {lat, lng} rings and its holes', () => {
    const geometry: AreaGeometry = { type: 'Polygon', coordinates: [square(20, 52, 2), square(20.5, 52.5)] };
    const [shape, ...rest] = toShape(geometry);
    expect(rest).toEqual([]);
    expect(shape.outerRing[1]).toEqual({ lat: 52, lng: 22 });
    expect(shape.outerRing).toHaveLength(5);
    expect(shape.innerRings).toEqual([square(20.5, 52.5).map(([lng, lat]) => ({ lat, lng }))]);
  });

  it('gives one element per polygon of a MultiPolygon', () => {
    const shape = toShape({ type: 'MultiPolygon', coordinates: [[square(20, 52)], [square(22, 52)]] });
    expect(shape).toHaveLength(2);
    expect(shape[1]).toEqual({ outerRing: square(22, 52).map(([lng, lat]) => ({ lat, lng })), innerRings: [] });
  });
});

describe('containsPoint', () => {
  const withHole: AreaGeometry = { type: 'Polygon', coordinates: [square(20, 52, 2), square(20.5, 52.5)] };
  const islands: AreaGeometry = { type: 'MultiPolygon', coordinates: [[square(20, 52)], [square(22, 52)]] };

  it.each([
    ['inside the outline', withHole, { lat: 52.2, lng: 20.2 }, true],
    ['inside the hole', withHole, { lat: 53, lng: 21 }, false],
    ['outside the outline', withHole, { lat: 55, lng: 21 }, false],
    ['in the second polygon', islands, { lat: 52.5, lng: 22.5 }, true],
    ['between the polygons', islands, { lat: 52.5, lng: 21.5 }, false],
  ] as const)('%s', (_label, geometry, where, expected) => {
    expect(containsPoint(geometry, where)).toBe(expected);
  });
});
