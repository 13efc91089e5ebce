import { isGeoJsonFileName } from './areaFile';

describe('isGeoJsonFileName (spec §5)', () => {
  it.each(['obszary.geojson', 'OBSZARY.GEOJSON', 'Obszary.GeoJSON', 'a.b.geojson'])('accepts %s', (name) => {
    expect(isGeoJsonFileName(name)).toBe(true);
  });

  it.each(['obszary.json', 'obszary.geojson.txt', 'geojson', 'obszary', 'obszary.kml', 'obszary.shp'])('refuses %s', (name) => {
    expect(isGeoJsonFileName(name)).toBe(false);
  });
});
