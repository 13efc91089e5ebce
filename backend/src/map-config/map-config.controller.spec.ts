import { loadConfig } from '../config/app-config';
import { MapConfigController } from './map-config.controller';

describe('MapConfigController', () => {
  it('serves OpenStreetMap and the geoportal orthophoto with address labels by default', () => {
    const sut = new MapConfigController(loadConfig({}));
    expect(sut.get()).toEqual({
      road: { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', wmsLayers: null, attribution: expect.stringContaining('OpenStreetMap') },
      hybrid: {
        url: 'https://mapy.geoportal.gov.pl/wss/service/PZGIK/ORTO/WMS/StandardResolution',
        wmsLayers: 'Raster',
        attribution: expect.stringContaining('Geoportal'),
      },
      hybridLabels: {
        url: 'https://mapy.geoportal.gov.pl/wss/ext/KrajowaIntegracjaNumeracjiAdresowej',
        wmsLayers: 'prg-ulice,prg-place,prg-adresy',
        attribution: expect.stringContaining('Geoportal'),
      },
    });
  });

  it('follows the MAP_* variables, and MAP_HYBRID_LABELS_URL=none drops the overlay', () => {
    const sut = new MapConfigController(
      loadConfig({
        MAP_ROAD_TILES_URL: 'https://tiles.example.pl/{z}/{x}/{y}.png',
        MAP_ROAD_ATTRIBUTION: 'Nasze kafelki',
        MAP_HYBRID_TILES_URL: 'https://orto.example.pl/{z}/{x}/{y}.jpg',
        MAP_HYBRID_LABELS_URL: 'none',
      }),
    );
    expect(sut.get().road).toEqual({ url: 'https://tiles.example.pl/{z}/{x}/{y}.png', wmsLayers: null, attribution: 'Nasze kafelki' });
    expect(sut.get().hybrid.url).toBe('https://orto.example.pl/{z}/{x}/{y}.jpg');
    expect(sut.get().hybridLabels).toBeNull();
  });
});

describe('map layer configuration', () => {
  it('refuses a WMS address without layer names', () => {
    expect(() => loadConfig({ MAP_ROAD_TILES_URL: 'https://wms.example.pl/service' })).toThrow(/MAP_ROAD_WMS_LAYERS: required/);
    expect(loadConfig({ MAP_ROAD_TILES_URL: 'https://wms.example.pl/service', MAP_ROAD_WMS_LAYERS: 'roads' }).map.road.wmsLayers).toBe('roads');
  });
});
