import { createTestApp, TestApp } from './support/test-app';

describe('public map configuration', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ MAP_ROAD_TILES_URL: 'https://tiles.example.pl/{z}/{x}/{y}.png', MAP_ROAD_ATTRIBUTION: 'Kafelki operatora' });
  });
  afterAll(() => t.close());

  it('gives the layers from configuration to anyone, cacheable for 5 minutes', async () => {
    const res = await t.http().get('/public/api/map/config').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body).toEqual({
      road: { url: 'https://tiles.example.pl/{z}/{x}/{y}.png', wmsLayers: null, attribution: 'Kafelki operatora' },
      hybrid: { url: 'https://mapy.geoportal.gov.pl/wss/service/PZGIK/ORTO/WMS/StandardResolution', wmsLayers: 'Raster', attribution: expect.any(String) },
      hybridLabels: {
        url: expect.stringContaining('KrajowaIntegracjaNumeracjiAdresowej'),
        wmsLayers: 'prg-ulice,prg-place,prg-adresy',
        attribution: expect.any(String),
      },
    });
  });
});
